import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  setDayStatusRequest,
  type SetDayStatusRequest,
} from '../../../contracts/requests/meetup-day.request.js';
import type { AttendeeDay } from '../../../contracts/meetup-day.js';
import { GetMyDay } from '../../queries/my-day/my-day.query.js';
import { SetDayStatus } from './set-day-status.command.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class SetDayStatusController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Answers the caller's day; everyone watching gets it in the attendance push. */
  @Post(':id/day-status')
  @HttpCode(200)
  set(
    @Param('id') meetupId: string,
    @Body({ schema: setDayStatusRequest }) body: SetDayStatusRequest,
    @SignedIn() { user, context }: Caller,
  ): Promise<AttendeeDay> {
    return this.commands.sendThenAsk(
      new SetDayStatus(meetupId, user, body.status, body.lateMinutes ?? null, context),
      () => new GetMyDay(meetupId, user),
    );
  }
}
