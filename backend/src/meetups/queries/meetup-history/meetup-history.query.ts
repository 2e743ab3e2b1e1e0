import { Query } from '@nestjs/cqrs';
import type { MeetupHistoryResponse } from '../../../contracts/meetups.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** GET /api/meetups/{id}/history: every event of the meetup, in order, for its organizers. */
export class GetMeetupHistory extends Query<MeetupHistoryResponse> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser,
    readonly at: Date | null,
  ) {
    super();
  }
}
