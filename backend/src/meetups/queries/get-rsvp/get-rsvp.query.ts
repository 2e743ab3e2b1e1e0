import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { RsvpResponse } from '../../../contracts/meetups.js';

/** The caller's own answer to a meetup they may see (none: status null). */
export class GetRsvp extends Query<RsvpResponse> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}
