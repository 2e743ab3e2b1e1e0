import { Query } from '@nestjs/cqrs';
import type { PlayedWellResponse } from '../../../contracts/playmates.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** The caller's dogs that came to a meetup, the dogs they may mark, and their own marks. */
export class GetPlayedWell extends Query<PlayedWellResponse> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}
