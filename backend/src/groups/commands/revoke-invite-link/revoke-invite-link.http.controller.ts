import { Controller, Delete, Inject, Param, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { ListInvites } from '../../queries/list-invites/list-invites.query.js';
import { RevokeInviteLink } from './revoke-invite-link.command.js';
import type { InviteLinkResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class RevokeInviteLinkController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Answers the group's invite links after the revocation; revoking twice is harmless. */
  @Delete(':id/invites/:inviteId')
  revoke(
    @Param('id') groupId: string,
    @Param('inviteId') inviteId: string,
    @SignedIn() caller: Caller,
  ): Promise<InviteLinkResponse[]> {
    return this.commands.sendThenAsk(
      new RevokeInviteLink(groupId, inviteId, caller.user.id, caller.context),
      () => new ListInvites(groupId, caller.user.id),
    );
  }
}
