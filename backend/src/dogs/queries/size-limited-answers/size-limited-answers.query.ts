import { Query } from '@nestjs/cqrs';
import type { SizeLimitedAnswer } from '../../domain/dogs.decider.js';

/** Meetups not yet started that limit places by size, where the owner's dog is going or waiting. */
export class GetSizeLimitedAnswers extends Query<SizeLimitedAnswer[]> {
  constructor(
    readonly ownerId: string,
    readonly dogId: string,
    readonly now: Date,
  ) {
    super();
  }
}
