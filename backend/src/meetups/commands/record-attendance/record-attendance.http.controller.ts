import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  attendeeRequest,
  type AttendeeRequest,
} from '../../../contracts/requests/meetup-day.request.js';
import type { CheckInListResponse } from '../../../contracts/meetup-day.js';
import { GetCheckInList } from '../../queries/check-in-list/check-in-list.query.js';
import { RecordAttendance, type AttendanceOutcome } from './record-attendance.command.js';

/** Organizers only (the decider says so); both answer the check-in list as it is now. */
@Controller('api/meetups')
@UseGuards(RequireUser)
export class RecordAttendanceController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post(':id/check-in')
  @HttpCode(200)
  checkIn(
    @Param('id') meetupId: string,
    @Body({ schema: attendeeRequest }) body: AttendeeRequest,
    @SignedIn() caller: Caller,
  ): Promise<CheckInListResponse> {
    return this.record(meetupId, body.userId, 'check-in', caller);
  }

  /** A check-in tapped by mistake, taken back before the meetup ends. */
  @Post(':id/undo-check-in')
  @HttpCode(200)
  undoCheckIn(
    @Param('id') meetupId: string,
    @Body({ schema: attendeeRequest }) body: AttendeeRequest,
    @SignedIn() caller: Caller,
  ): Promise<CheckInListResponse> {
    return this.record(meetupId, body.userId, 'undo-check-in', caller);
  }

  @Post(':id/no-show')
  @HttpCode(200)
  noShow(
    @Param('id') meetupId: string,
    @Body({ schema: attendeeRequest }) body: AttendeeRequest,
    @SignedIn() caller: Caller,
  ): Promise<CheckInListResponse> {
    return this.record(meetupId, body.userId, 'no-show', caller);
  }

  private record(
    meetupId: string,
    attendeeId: string,
    outcome: AttendanceOutcome,
    { user, context }: Caller,
  ) {
    return this.commands.sendThenAsk(
      new RecordAttendance(meetupId, user, attendeeId, outcome, context),
      () => new GetCheckInList(meetupId, user),
    );
  }
}
