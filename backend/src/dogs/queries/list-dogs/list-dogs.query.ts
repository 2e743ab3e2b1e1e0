import { Query } from '@nestjs/cqrs';
import type { DogResponse } from '../../../contracts/dogs.js';

/** The owner's dogs, oldest first (dogs added together by name), so cards never reorder. */
export class ListDogs extends Query<DogResponse[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}
