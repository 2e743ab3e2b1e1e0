import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { meetupDecider, meetupStream } from '../../domain/meetup.decider.js';
import { rsvpCaller } from '../set-rsvp/rsvp-caller.js';
import { ChangeRsvpDogs } from './change-rsvp-dogs.command.js';

@CommandHandler(ChangeRsvpDogs)
export class ChangeRsvpDogsHandler implements ICommandHandler<ChangeRsvpDogs> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ meetupId, userId, dogIds, arrivalSlot, context }: ChangeRsvpDogs) {
    return this.aggregates.handle({
      stream: meetupStream(meetupId),
      decider: meetupDecider,
      context,
      command: async (meetup) => ({
        type: 'ChangeRsvpDogs' as const,
        meetupId,
        userId,
        dogIds,
        arrivalSlot,
        caller: await rsvpCaller(this.aggregates, meetup, userId, dogIds),
        now: context.now,
      }),
    });
  }
}
