import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { AttendeeResponse } from '../../../contracts/meetups.js';

export class ListAttendees extends Query<AttendeeResponse[]> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser | null,
  ) {
    super();
  }
}
