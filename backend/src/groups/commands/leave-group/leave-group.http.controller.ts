import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { LeaveGroup } from './leave-group.command.js';
import type { LeaveGroupResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class LeaveGroupController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post(':id/leave')
  @HttpCode(200)
  async leave(
    @Param('id') groupId: string,
    @SignedIn() caller: Caller,
  ): Promise<LeaveGroupResponse> {
    await this.commands.send(new LeaveGroup(groupId, caller.user.id, caller.context));
    return { left: true };
  }
}
