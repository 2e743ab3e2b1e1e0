import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { GetMeetup } from '../../queries/get-meetup/get-meetup.query.js';
import { ScheduleMeetup } from './schedule-meetup.command.js';
import {
  scheduleMeetupRequest,
  type ScheduleMeetupRequest,
} from '../../../contracts/requests/schedule-meetup.request.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class ScheduleMeetupController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post()
  @HttpCode(201)
  schedule(
    @Body({ schema: scheduleMeetupRequest }) body: ScheduleMeetupRequest,
    @SignedIn() caller: Caller,
  ): Promise<MeetupResponse> {
    return this.commands.sendThenAsk(
      new ScheduleMeetup(caller.user.id, body, caller.context),
      ({ meetupId }) => new GetMeetup({ _id: meetupId }, caller.user),
    );
  }
}
