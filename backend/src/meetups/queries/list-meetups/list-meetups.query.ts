import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

/**
 * Where a page of meetups starts: after the meetup `id` starting at
 * `startsAt` in `part` of the list (0: the first part, 1: the second).
 * `asOf` is when the first page was read: the line between upcoming and past
 * stays where it was while someone scrolls, so no meetup shows twice or never.
 */
export interface MeetupPosition {
  part: 0 | 1;
  startsAt: string;
  id: string;
  asOf: string;
}

/** A meetup as the viewer sees it, and where it stands in the list (the next cursor). */
export interface PlacedMeetup {
  meetup: MeetupResponse;
  position: MeetupPosition;
}

/** A group's meetups: upcoming first (soonest first), then past ones (latest first). */
export class ListGroupMeetups extends Query<PlacedMeetup[]> {
  constructor(
    readonly groupId: string,
    readonly viewer: AuthenticatedUser,
    readonly take: number,
    readonly after: MeetupPosition | undefined,
  ) {
    super();
  }
}

/**
 * The dashboard's Upcoming Meetups: the caller's groups first, then groups
 * near them, each part soonest first.
 */
export class ListUpcomingMeetups extends Query<PlacedMeetup[]> {
  constructor(
    readonly viewer: AuthenticatedUser,
    readonly take: number,
    readonly after: MeetupPosition | undefined,
  ) {
    super();
  }
}
