import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { MEETUPS, RSVPS } from '../../../contracts/read-models.js';
import type { SizeLimitedAnswer } from '../../domain/dogs.decider.js';
import { GetSizeLimitedAnswers } from './size-limited-answers.query.js';

@QueryHandler(GetSizeLimitedAnswers)
export class GetSizeLimitedAnswersHandler implements IQueryHandler<GetSizeLimitedAnswers> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ ownerId, dogId, now }: GetSizeLimitedAnswers): Promise<SizeLimitedAnswer[]> {
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
