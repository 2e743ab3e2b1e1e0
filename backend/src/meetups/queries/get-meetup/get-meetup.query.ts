import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

/** One meetup by id or by slug, as this viewer (null: a visitor) may see it. */
export class GetMeetup extends Query<MeetupResponse> {
  constructor(
    readonly by: { _id: string } | { slug: string },
    readonly viewer: AuthenticatedUser | null,
  ) {
    super();
  }
}
