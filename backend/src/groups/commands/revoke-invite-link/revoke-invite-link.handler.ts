import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { groupDecider, groupStream } from '../../domain/group.decider.js';
import { RevokeInviteLink } from './revoke-invite-link.command.js';

@CommandHandler(RevokeInviteLink)
export class RevokeInviteLinkHandler implements ICommandHandler<RevokeInviteLink> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ groupId, inviteId, by, context }: RevokeInviteLink) {
    return this.aggregates.handle({
      stream: groupStream(groupId),
      decider: groupDecider,
      context,
      command: { type: 'RevokeInviteLink', groupId, by, inviteId },
    });
  }
}
