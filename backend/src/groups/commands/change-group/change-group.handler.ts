import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { ChangeGroup } from './change-group.command.js';

@CommandHandler(ChangeGroup)
export class ChangeGroupHandler implements ICommandHandler<ChangeGroup> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ groupId, by, changes: { kind, ...changes }, context }: ChangeGroup) {
    return this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: { type: 'ChangeGroup', groupId, by, changes, kind },
    });
  }
}
