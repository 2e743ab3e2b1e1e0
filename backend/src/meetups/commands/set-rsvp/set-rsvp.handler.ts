import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { meetupDecider, meetupStream } from '../../domain/meetup.decider.js';
import { rsvpCaller } from './rsvp-caller.js';
import { SetRsvp } from './set-rsvp.command.js';

@CommandHandler(SetRsvp)
export class SetRsvpHandler implements ICommandHandler<SetRsvp> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ meetupId, userId, status, dogIds, arrivalSlot, context }: SetRsvp) {
    const now = context.now;
    return this.aggregates.handle({
      stream: meetupStream(meetupId),
      decider: meetupDecider,
      context,
      command: async (meetup) => {
        const caller = await rsvpCaller(this.aggregates, meetup, userId, dogIds);
        return status === null
          ? { type: 'ClearRsvp' as const, meetupId, userId, caller, now }
          : {
              type: 'SetRsvp' as const,
              meetupId,
              userId,
              status,
              dogIds,
              arrivalSlot,
              caller,
              now,
            };
      },
    });
  }
}
