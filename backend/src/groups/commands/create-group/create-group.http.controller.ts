import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { GetGroup } from '../../queries/get-group/get-group.query.js';
import { CreateGroup } from './create-group.command.js';
import {
  createGroupRequest,
  type CreateGroupRequest,
} from '../../../contracts/requests/create-group.request.js';
import type { GroupResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class CreateGroupController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post()
  @HttpCode(201)
  createGroup(
    @Body({ schema: createGroupRequest }) body: CreateGroupRequest,
    @SignedIn() caller: Caller,
  ): Promise<GroupResponse> {
    return this.commands.sendThenAsk(
      new CreateGroup(caller.user.id, body, caller.context),
      ({ groupId }) => new GetGroup(groupId, caller.user.id),
    );
  }
}
