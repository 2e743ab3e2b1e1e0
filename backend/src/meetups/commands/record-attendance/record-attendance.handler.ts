import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { decideDay } from '../day-caller.js';
import { RecordAttendance } from './record-attendance.command.js';

@CommandHandler(RecordAttendance)
export class RecordAttendanceHandler implements ICommandHandler<RecordAttendance> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute(command: RecordAttendance) {
    const { meetupId, attendeeId, outcome, context } = command;
    return decideDay(this.aggregates, command, (caller) => ({
      type: outcome === 'check-in' ? 'CheckIn' : 'MarkNoShow',
      meetupId,
      attendeeId,
      caller,
      now: context.now,
    }));
  }
}
