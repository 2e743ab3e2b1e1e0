import { Body, Controller, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  setMeetupClientsRequest,
  type SetMeetupClientsRequest,
} from '../../../contracts/requests/trainer-clients.request.js';
import type { MeetupClientsResponse } from '../../../contracts/trainers.js';
import { GetMeetupClients } from '../../queries/list-clients/list-clients.query.js';
import { SetMeetupClients } from './set-meetup-clients.command.js';

@Controller('api/trainer/meetups')
@UseGuards(RequireUser)
export class SetMeetupClientsController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Replaces the clients named on the caller's meetup; answers with the list and the private count. */
  @Put(':id/clients')
  set(
    @Param('id') meetupId: string,
    @Body({ schema: setMeetupClientsRequest }) body: SetMeetupClientsRequest,
    @SignedIn() caller: Caller,
  ): Promise<MeetupClientsResponse> {
    return this.commands.sendThenAsk(
      new SetMeetupClients(meetupId, caller.user, body.clientIds, caller.context),
      () => new GetMeetupClients(caller.user.id, meetupId),
    );
  }
}
