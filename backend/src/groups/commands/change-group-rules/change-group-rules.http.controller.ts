import { Body, Controller, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { GetGroup } from '../../queries/get-group/get-group.query.js';
import { ChangeGroupRules } from './change-group-rules.command.js';
import {
  entryRulesRequest,
  type EntryRulesRequest,
} from '../../../contracts/requests/group-management.request.js';
import type { GroupResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class ChangeGroupRulesController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** The whole set: a rule left out is no rule. */
  @Put(':id/rules')
  changeRules(
    @Param('id') groupId: string,
    @Body({ schema: entryRulesRequest }) rules: EntryRulesRequest,
    @SignedIn() caller: Caller,
  ): Promise<GroupResponse> {
    return this.commands.sendThenAsk(
      new ChangeGroupRules(groupId, caller.user.id, rules, caller.context),
      () => new GetGroup(groupId, caller.user.id),
    );
  }
}
