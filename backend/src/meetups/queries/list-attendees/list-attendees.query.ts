import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { AttendeeResponse } from '../../../contracts/meetups.js';
import type { AttendeePosition } from './attendees.js';

/** Who's Going, a page at a time: up to `take` people after `after` in the list's order. */
export class ListAttendees extends Query<AttendeeResponse[]> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser | null,
    readonly take: number,
    readonly after: AttendeePosition | undefined,
  ) {
    super();
  }
}
