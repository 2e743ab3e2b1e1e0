import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { MeetupNote, MeetupNotesResponse } from '../../../contracts/meetup-day.js';

/** The caller's own note after a meetup they may see (none: null). */
export class GetMyNote extends Query<MeetupNote | null> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}

/** The notes left for a meetup's organizers, and which dogs played well together. */
export class GetMeetupNotes extends Query<MeetupNotesResponse> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}
