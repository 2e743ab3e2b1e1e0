import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { LeaveGroup } from './leave-group.command.js';

@CommandHandler(LeaveGroup)
export class LeaveGroupHandler implements ICommandHandler<LeaveGroup> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ groupId, userId, context }: LeaveGroup) {
    return this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: { type: 'LeaveGroup', groupId, userId },
    });
  }
}
