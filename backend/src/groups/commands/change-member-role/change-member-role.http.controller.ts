import { PAGE_LIMIT_DEFAULT } from '../../../contracts/requests/paging.request.js';
import { Body, Controller, Inject, Param, Put, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { ListMembers } from '../../queries/list-members/list-members.query.js';
import { ChangeMemberRole } from './change-member-role.command.js';
import { memberRoleRequest } from '../../../contracts/requests/group-management.request.js';
import type { MemberWithDetailsResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class ChangeMemberRoleController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Answers the members with their roles after the change; setting the role they have is a no-op. */
  @Put(':id/members/:userId/role')
  changeRole(
    @Param('id') groupId: string,
    @Param('userId') userId: string,
    @Body({ schema: memberRoleRequest }) body: z.infer<typeof memberRoleRequest>,
    @SignedIn() caller: Caller,
  ): Promise<MemberWithDetailsResponse[]> {
    return this.commands.sendThenAsk(
      new ChangeMemberRole(groupId, userId, caller.user.id, body.role, caller.context),
      () => new ListMembers(groupId, caller.user.id, true, PAGE_LIMIT_DEFAULT, undefined),
    ) as Promise<MemberWithDetailsResponse[]>;
  }
}
