import { Query } from '@nestjs/cqrs';
import type { DogTaggingResponse } from '../../../contracts/photos.js';

/** Whether others may tag the user's dogs in photos. */
export class GetDogTagging extends Query<DogTaggingResponse> {
  constructor(readonly userId: string) {
    super();
  }
}
