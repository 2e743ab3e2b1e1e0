import { Query } from '@nestjs/cqrs';
import type { PlaymatesGoingResponse } from '../../../contracts/playmates.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** Per dog of the caller, its playmates going to a meetup the caller may see. */
export class GetPlaymatesGoing extends Query<PlaymatesGoingResponse> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}
