import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dogsDecider, dogsStream } from '../../../dogs/index.js';
import { canSee, dogsThatCame, meetupDecider, meetupStream } from '../../../meetups/index.js';
import { isBlockedBy } from '../../../moderation/index.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import {
  playmatesDecider,
  playmatesStream,
  type MarkFacts,
} from '../../domain/playmates.decider.js';
import { playmatesOff } from '../playmates-off.js';
import { MarkPlayedWell } from './mark-played-well.command.js';

@CommandHandler(MarkPlayedWell)
export class MarkPlayedWellHandler implements ICommandHandler<MarkPlayedWell> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ meetupId, user, dogId, otherDogId, context }: MarkPlayedWell) {
    return this.aggregates.handle({
      stream: playmatesStream(dogId, otherDogId),
      decider: playmatesDecider,
      context,
      command: async () => ({
        type: 'MarkPlayedWell' as const,
        meetupId,
        userId: user.id,
        dogId,
        otherDogId,
        facts: await this.facts(meetupId, user, dogId, otherDogId),
        now: context.now,
      }),
    });
  }

  /** The meetup as the caller may see it, who came, ownership, blocks and settings. */
  private async facts(
    meetupId: string,
    user: MarkPlayedWell['user'],
    dogId: string,
    otherDogId: string,
  ): Promise<MarkFacts> {
    const meetup = await this.aggregates.load(meetupStream(meetupId), meetupDecider);
    const dogs = await this.aggregates.load(dogsStream(user.id), dogsDecider);
    const came = dogsThatCame(meetup);
    const otherOwner = came.get(otherDogId);
    const [visible, blockedByMe, blockedMe, dogOff, otherDogOff] = await Promise.all([
      meetup.status === 'scheduled' ? canSee(this.aggregates, meetup, user) : false,
      otherOwner ? isBlockedBy(this.aggregates, user.id, otherOwner) : false,
      otherOwner ? isBlockedBy(this.aggregates, otherOwner, user.id) : false,
      playmatesOff(this.aggregates, user.id, dogId),
      otherOwner ? playmatesOff(this.aggregates, otherOwner, otherDogId) : false,
    ]);
    return {
      meetup:
        meetup.status === 'scheduled'
          ? { canSee: visible, endsAt: meetup.details.endsAt, dogsThatCame: came }
          : null,
      ownsDog: dogs.has(dogId),
      blocked: blockedByMe || blockedMe,
      dogOff,
      otherDogOff,
    };
  }
}
