import { Query } from '@nestjs/cqrs';
import type { DogPlaymatesResponse } from '../../../contracts/playmates.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** One dog's playmates and setting, for its owner only. */
export class GetDogPlaymates extends Query<DogPlaymatesResponse> {
  constructor(
    readonly dogId: string,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}
