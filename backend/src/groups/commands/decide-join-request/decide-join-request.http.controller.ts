import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { ListJoinRequests } from '../../queries/list-join-requests/list-join-requests.query.js';
import { DecideJoinRequest } from './decide-join-request.command.js';
import { decideJoinRequest } from '../../../contracts/requests/group-management.request.js';
import type { PendingJoinRequest } from '../../../contracts/groups.js';

type Decision = z.infer<typeof decideJoinRequest>;

/** Both answer the queue as it is after the decision. */
@Controller('api/groups')
@UseGuards(RequireUser)
export class DecideJoinRequestController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post(':id/join-requests/:userId/approve')
  @HttpCode(200)
  approve(
    @Param('id') groupId: string,
    @Param('userId') userId: string,
    @Body({ schema: decideJoinRequest }) body: Decision,
    @SignedIn() caller: Caller,
  ): Promise<PendingJoinRequest[]> {
    return this.decide(groupId, userId, true, body, caller);
  }

  @Post(':id/join-requests/:userId/decline')
  @HttpCode(200)
  decline(
    @Param('id') groupId: string,
    @Param('userId') userId: string,
    @Body({ schema: decideJoinRequest }) body: Decision,
    @SignedIn() caller: Caller,
  ): Promise<PendingJoinRequest[]> {
    return this.decide(groupId, userId, false, body, caller);
  }

  private decide(
    groupId: string,
    userId: string,
    approve: boolean,
    body: Decision,
    caller: Caller,
  ): Promise<PendingJoinRequest[]> {
    return this.commands.sendThenAsk(
      new DecideJoinRequest(groupId, userId, caller.user.id, approve, body.message, caller.context),
      () => new ListJoinRequests(groupId, caller.user),
    );
  }
}
