import { Body, Controller, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { GetGroup } from '../../queries/get-group/get-group.query.js';
import { ChangeGroupActivities } from './change-group-activities.command.js';
import {
  groupActivitiesRequest,
  type GroupActivitiesRequest,
} from '../../../contracts/requests/activities.request.js';
import type { GroupResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class ChangeGroupActivitiesController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** The whole set and the level: an activity left out is dropped. */
  @Put(':id/activities')
  changeActivities(
    @Param('id') groupId: string,
    @Body({ schema: groupActivitiesRequest }) body: GroupActivitiesRequest,
    @SignedIn() caller: Caller,
  ): Promise<GroupResponse> {
    return this.commands.sendThenAsk(
      new ChangeGroupActivities(
        groupId,
        caller.user.id,
        body.activities,
        body.level,
        caller.context,
      ),
      () => new GetGroup(groupId, caller.user.id),
    );
  }
}
