import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { meetupDecider, meetupStream } from '../../domain/meetup.decider.js';
import { dayCaller } from '../day-caller.js';
import { SetDayStatus } from './set-day-status.command.js';

@CommandHandler(SetDayStatus)
export class SetDayStatusHandler implements ICommandHandler<SetDayStatus> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ meetupId, user, status, lateMinutes, context }: SetDayStatus) {
    return this.aggregates.handle({
      stream: meetupStream(meetupId),
      decider: meetupDecider,
      context,
      command: async (meetup) => ({
        type: 'SetDayStatus' as const,
        meetupId,
        userId: user.id,
        status,
        lateMinutes,
        caller: await dayCaller(this.aggregates, meetup, user),
        now: context.now,
      }),
    });
  }
}
