import { Query } from '@nestjs/cqrs';

export interface RsvpResponse {
  status: 'going' | 'maybe' | 'not_going' | 'waitlisted' | null;
  dogIds: string[];
  /** 1 for the first in the queue; null when not waiting. */
  waitlistPosition: number | null;
}

/** The caller's own answer to a meetup (none: status null). */
export class GetRsvp extends Query<RsvpResponse> {
  constructor(
    readonly meetupId: string,
    readonly userId: string,
  ) {
    super();
  }
}
