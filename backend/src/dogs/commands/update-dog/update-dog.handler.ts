import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { MEETUPS, RSVPS } from '../../../contracts/read-models.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { dogsDecider, dogsStream, type SizeLimitedAnswer } from '../../domain/dogs.decider.js';
import { UpdateDog } from './update-dog.command.js';

@CommandHandler(UpdateDog)
export class UpdateDogHandler implements ICommandHandler<UpdateDog> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  async execute({ ownerId, dogId, changes, context }: UpdateDog) {
    // Asked only when the size may change: the decider holds a dog's size while a size-limited meetup counts it.
    const sizeLimitedAnswers =
      changes.sizeClass === undefined
        ? []
        : await this.sizeLimitedAnswers(ownerId, dogId, context.now);
    // The caller's own stream: another owner's dog is simply not found there.
    return this.aggregates.handle({
      stream: dogsStream(ownerId),
      decider: dogsDecider,
      context,
      command: { type: 'UpdateDog', ownerId, dogId, changes, sizeLimitedAnswers },
    });
  }

  /** Meetups not yet started that limit places by size, where the dog is going or waiting. */
  private async sizeLimitedAnswers(
    ownerId: string,
    dogId: string,
    now: Date,
  ): Promise<SizeLimitedAnswer[]> {
    const answers = await this.store
      .collection(RSVPS)
      .find(
        { userId: ownerId, dogIds: dogId, status: { $in: ['going', 'waitlisted'] } },
        { projection: { meetupId: 1 } },
      );
    if (answers.length === 0) return [];
    const meetups = await this.store.collection(MEETUPS).find(
      {
        _id: { $in: answers.map((answer) => answer.meetupId) },
        status: 'scheduled',
        startsAt: { $gt: now.toISOString() },
      },
      { projection: { title: 1, startsAt: 1, sizeLimits: 1 }, sort: { startsAt: 1 } },
    );
    return meetups
      .filter((meetup) => meetup.sizeLimits && Object.keys(meetup.sizeLimits).length > 0)
      .map((meetup) => ({ title: meetup.title, startsAt: meetup.startsAt }));
  }
}
