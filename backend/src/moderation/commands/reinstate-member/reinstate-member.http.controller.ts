import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  moderationReasonRequest,
  type ModerationReasonRequest,
} from '../../../contracts/requests/moderation.request.js';
import type { SuspendedMemberResponse } from '../../../contracts/moderation.js';
import { RequireAdmin } from '../../../auth/index.js';
import { ListSuspensions } from '../../queries/list-suspensions/list-suspensions.query.js';
import { ReinstateMember } from './reinstate-member.command.js';

@Controller('api/admin/moderation/suspensions')
@UseGuards(RequireAdmin)
export class ReinstateMemberController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Ends a suspension early; answers the suspensions still in force. */
  @Post(':userId/reinstate')
  @HttpCode(200)
  reinstate(
    @Param('userId') userId: string,
    @Body({ schema: moderationReasonRequest }) body: ModerationReasonRequest,
    @SignedIn() caller: Caller,
  ): Promise<SuspendedMemberResponse[]> {
    return this.commands.sendThenAsk(
      new ReinstateMember(userId, caller.user.id, caller.user.isAdmin, body.reason, caller.context),
      () => new ListSuspensions(),
    );
  }
}
