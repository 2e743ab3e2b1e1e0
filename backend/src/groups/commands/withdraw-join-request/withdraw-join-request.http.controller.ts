import { Controller, Delete, HttpCode, Inject, Param, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { WithdrawJoinRequest } from './withdraw-join-request.command.js';
import type { WithdrawJoinRequestResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class WithdrawJoinRequestController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Not the group in the answer: an invite-only group may no longer be visible to the caller. */
  @Delete(':id/join-requests/mine')
  @HttpCode(200)
  async withdraw(
    @Param('id') groupId: string,
    @SignedIn() caller: Caller,
  ): Promise<WithdrawJoinRequestResponse> {
    await this.commands.send(new WithdrawJoinRequest(groupId, caller.user.id, caller.context));
    return { withdrawn: true };
  }
}
