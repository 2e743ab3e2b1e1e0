import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { GetGroup } from '../../queries/get-group/get-group.query.js';
import { JoinGroup } from './join-group.command.js';
import type { GroupResponse, JoinGroupResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class JoinGroupController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Joining twice is harmless: the answer says so instead of adding a second membership. */
  @Post(':id/join')
  @HttpCode(200)
  async join(@Param('id') groupId: string, @SignedIn() caller: Caller): Promise<JoinGroupResponse> {
    const { joined } = await this.commands.send(
      new JoinGroup(groupId, caller.user.id, caller.context),
    );
    const group: GroupResponse = await this.commands.ask(new GetGroup(groupId, caller.user.id));
    return {
      joined,
      message: joined
        ? "You've successfully joined the group!"
        : "You're already a member of this group.",
      group,
    };
  }
}
