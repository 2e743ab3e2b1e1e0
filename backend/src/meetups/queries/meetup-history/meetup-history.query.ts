import { Query } from '@nestjs/cqrs';
import type { MeetupHistoryResponse } from '../../../contracts/meetups.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/**
 * GET /api/meetups/{id}/history: the events of the meetup in order, for its
 * organizers, a page at a time: up to `take` entries after revision `after`.
 */
export class GetMeetupHistory extends Query<MeetupHistoryResponse> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser,
    readonly at: Date | null,
    readonly take: number,
    readonly after: number | undefined,
  ) {
    super();
  }
}
