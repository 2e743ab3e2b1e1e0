import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { ChangeMemberRole } from './change-member-role.command.js';

@CommandHandler(ChangeMemberRole)
export class ChangeMemberRoleHandler implements ICommandHandler<ChangeMemberRole> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ groupId, userId, by, role, context }: ChangeMemberRole) {
    return this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: {
        type: role === 'co-organizer' ? 'AppointCoOrganizer' : 'DismissCoOrganizer',
        groupId,
        userId,
        by,
      },
    });
  }
}
