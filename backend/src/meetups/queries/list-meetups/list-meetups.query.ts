import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

/** A group's meetups: upcoming first (soonest first), then past ones (latest first). */
export class ListGroupMeetups extends Query<MeetupResponse[]> {
  constructor(
    readonly groupId: string,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}

/** The dashboard's Upcoming Meetups: the caller's groups first, then groups near them. */
export class ListUpcomingMeetups extends Query<MeetupResponse[]> {
  constructor(readonly viewer: AuthenticatedUser) {
    super();
  }
}
