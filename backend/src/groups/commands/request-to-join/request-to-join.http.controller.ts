import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { GetGroup } from '../../queries/get-group/get-group.query.js';
import { RequestToJoin } from './request-to-join.command.js';
import {
  joinRequestRequest,
  type JoinRequestRequest,
} from '../../../contracts/requests/group-management.request.js';
import type { JoinRequestResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class RequestToJoinController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post(':id/join-requests')
  @HttpCode(200)
  async request(
    @Param('id') groupId: string,
    @Body({ schema: joinRequestRequest }) body: JoinRequestRequest,
    @SignedIn() caller: Caller,
  ): Promise<JoinRequestResponse> {
    const { joined } = await this.commands.send(
      new RequestToJoin(groupId, caller.user.id, body, caller.context),
    );
    const group = await this.commands.ask(
      new GetGroup(groupId, caller.user.id, { inviteCode: body.inviteCode }),
    );
    return joined
      ? { status: 'joined', message: "You've successfully joined the group!", group }
      : { status: 'pending', message: 'Your request has been sent to the organizers.', group };
  }
}
