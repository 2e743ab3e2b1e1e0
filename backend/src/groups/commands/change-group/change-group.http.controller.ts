import { Body, Controller, Inject, Param, Patch, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { GetGroup } from '../../queries/get-group/get-group.query.js';
import { ChangeGroup } from './change-group.command.js';
import {
  changeGroupRequest,
  type ChangeGroupRequest,
} from '../../../contracts/requests/group-management.request.js';
import type { GroupResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class ChangeGroupController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Only the fields sent change; sending what the group already has is a no-op. */
  @Patch(':id')
  change(
    @Param('id') groupId: string,
    @Body({ schema: changeGroupRequest }) body: ChangeGroupRequest,
    @SignedIn() caller: Caller,
  ): Promise<GroupResponse> {
    return this.commands.sendThenAsk(
      new ChangeGroup(groupId, caller.user.id, body, caller.context),
      () => new GetGroup(groupId, caller.user.id),
    );
  }
}
