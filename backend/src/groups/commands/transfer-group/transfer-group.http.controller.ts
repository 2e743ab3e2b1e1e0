import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { GetGroup } from '../../queries/get-group/get-group.query.js';
import { TransferGroup } from './transfer-group.command.js';
import { transferGroupRequest } from '../../../contracts/requests/group-management.request.js';
import type { GroupResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class TransferGroupController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post(':id/transfer')
  @HttpCode(200)
  transfer(
    @Param('id') groupId: string,
    @Body({ schema: transferGroupRequest }) body: z.infer<typeof transferGroupRequest>,
    @SignedIn() caller: Caller,
  ): Promise<GroupResponse> {
    return this.commands.sendThenAsk(
      new TransferGroup(groupId, body.userId, caller.user.id, caller.context),
      () => new GetGroup(groupId, caller.user.id),
    );
  }
}
