import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CheckInListResponse } from '../../../contracts/meetup-day.js';

/** Everyone going, with their dogs, day and no-show mark: for the meetup's organizers. */
export class GetCheckInList extends Query<CheckInListResponse> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}
