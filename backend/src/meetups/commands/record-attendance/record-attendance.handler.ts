import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { decideDay } from '../day-caller.js';
import { RecordAttendance, type AttendanceOutcome } from './record-attendance.command.js';

const COMMANDS = {
  'check-in': 'CheckIn',
  'undo-check-in': 'UndoCheckIn',
  'no-show': 'MarkNoShow',
} as const satisfies Record<AttendanceOutcome, string>;

@CommandHandler(RecordAttendance)
export class RecordAttendanceHandler implements ICommandHandler<RecordAttendance> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute(command: RecordAttendance) {
    const { meetupId, attendeeId, outcome, context } = command;
    return decideDay(this.aggregates, command, (caller) => ({
      type: COMMANDS[outcome],
      meetupId,
      attendeeId,
      caller,
      now: context.now,
    }));
  }
}
