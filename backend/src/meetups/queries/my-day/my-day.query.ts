import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { AttendeeDay } from '../../../contracts/meetup-day.js';

/** The caller's own day at a meetup they may see. */
export class GetMyDay extends Query<AttendeeDay> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}
