import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { RemoveMember } from './remove-member.command.js';

@CommandHandler(RemoveMember)
export class RemoveMemberHandler implements ICommandHandler<RemoveMember> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ groupId, userId, by, reason, context }: RemoveMember) {
    return this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: { type: 'RemoveMember', groupId, userId, by, reason },
    });
  }
}
