import { Module } from '@nestjs/common';
import { LeaveNoteController } from './commands/leave-note/leave-note.http.controller.js';
import { LeaveNoteHandler } from './commands/leave-note/leave-note.handler.js';
import { RecordAttendanceController } from './commands/record-attendance/record-attendance.http.controller.js';
import { RecordAttendanceHandler } from './commands/record-attendance/record-attendance.handler.js';
import { SetDayStatusController } from './commands/set-day-status/set-day-status.http.controller.js';
import { SetDayStatusHandler } from './commands/set-day-status/set-day-status.handler.js';
import { AttendanceRecordController } from './queries/attendance-record/attendance-record.http.controller.js';
import { GetAttendanceRecordHandler } from './queries/attendance-record/attendance-record.query-handler.js';
import { CheckInListController } from './queries/check-in-list/check-in-list.http.controller.js';
import { GetCheckInListHandler } from './queries/check-in-list/check-in-list.query-handler.js';
import { MeetupNotesController } from './queries/meetup-notes/meetup-notes.http.controller.js';
import {
  GetMeetupNotesHandler,
  GetMyNoteHandler,
} from './queries/meetup-notes/meetup-notes.query-handler.js';
import { GetMyDayHandler } from './queries/my-day/my-day.query-handler.js';
import { MeetupsModule } from './meetups.module.js';

/** The day of a meetup: statuses, check-ins and no-shows, attendance records, notes after. */
@Module({
  imports: [MeetupsModule],
  controllers: [
    SetDayStatusController,
    RecordAttendanceController,
    LeaveNoteController,
    CheckInListController,
    MeetupNotesController,
    AttendanceRecordController,
  ],
  providers: [
    SetDayStatusHandler,
    RecordAttendanceHandler,
    LeaveNoteHandler,
    GetMyDayHandler,
    GetCheckInListHandler,
    GetMeetupNotesHandler,
    GetMyNoteHandler,
    GetAttendanceRecordHandler,
  ],
})
export class MeetupDayModule {}
