import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { meetupDecider, meetupStream } from '../../domain/meetup.decider.js';
import { dayCaller } from '../day-caller.js';
import { RecordAttendance } from './record-attendance.command.js';

@CommandHandler(RecordAttendance)
export class RecordAttendanceHandler implements ICommandHandler<RecordAttendance> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ meetupId, user, attendeeId, outcome, context }: RecordAttendance) {
    return this.aggregates.handle({
      stream: meetupStream(meetupId),
      decider: meetupDecider,
      context,
      command: async (meetup) => ({
        type: outcome === 'check-in' ? ('CheckIn' as const) : ('MarkNoShow' as const),
        meetupId,
        attendeeId,
        caller: await dayCaller(this.aggregates, meetup, user),
        now: context.now,
      }),
    });
  }
}
