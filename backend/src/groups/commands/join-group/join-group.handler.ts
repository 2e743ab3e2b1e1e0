import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { isBlockedBy } from '../../../moderation/index.js';
import { JoinGroup } from './join-group.command.js';

@CommandHandler(JoinGroup)
export class JoinGroupHandler implements ICommandHandler<JoinGroup> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ groupId, userId, context }: JoinGroup) {
    const { events, position } = await this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: async (group) => ({
        type: 'JoinGroup' as const,
        groupId,
        userId,
        blockedByOwner: await isBlockedBy(
          this.aggregates,
          group.status === 'created' ? group.ownerId : null,
          userId,
        ),
      }),
    });
    return { joined: events.length > 0, position };
  }
}
