import { Query } from '@nestjs/cqrs';
import type { RsvpResponse } from '../../../contracts/meetups.js';

/** The caller's own answer to a meetup (none: status null). */
export class GetRsvp extends Query<RsvpResponse> {
  constructor(
    readonly meetupId: string,
    readonly userId: string,
  ) {
    super();
  }
}
