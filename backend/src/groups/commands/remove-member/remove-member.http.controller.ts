import { PAGE_LIMIT_DEFAULT } from '../../../contracts/requests/paging.request.js';
import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { ListMembers } from '../../queries/list-members/list-members.query.js';
import { RemoveMember } from './remove-member.command.js';
import { removeMemberRequest } from '../../../contracts/requests/group-management.request.js';
import type { MemberWithDetailsResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class RemoveMemberController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Answers the first page of members as they are after the removal. */
  @Post(':id/members/:userId/remove')
  @HttpCode(200)
  remove(
    @Param('id') groupId: string,
    @Param('userId') userId: string,
    @Body({ schema: removeMemberRequest }) body: z.infer<typeof removeMemberRequest>,
    @SignedIn() caller: Caller,
  ): Promise<MemberWithDetailsResponse[]> {
    return this.commands.sendThenAsk(
      new RemoveMember(groupId, userId, caller.user.id, body.reason, caller.context),
      () => new ListMembers(groupId, caller.user.id, true, PAGE_LIMIT_DEFAULT, undefined),
    ) as Promise<MemberWithDetailsResponse[]>;
  }
}
