import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { ListInvites } from '../../queries/list-invites/list-invites.query.js';
import { CreateInviteLink } from './create-invite-link.command.js';
import {
  createInviteRequest,
  type CreateInviteRequest,
} from '../../../contracts/requests/group-management.request.js';
import type { InviteLinkResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class CreateInviteLinkController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post(':id/invites')
  @HttpCode(201)
  async create(
    @Param('id') groupId: string,
    @Body({ schema: createInviteRequest }) body: CreateInviteRequest,
    @SignedIn() caller: Caller,
  ): Promise<InviteLinkResponse> {
    const { inviteId } = await this.commands.send(
      new CreateInviteLink(groupId, caller.user.id, body, caller.context),
    );
    const invites = await this.commands.ask(new ListInvites(groupId, caller.user.id));
    return invites.find((invite) => invite.id === inviteId)!;
  }
}
