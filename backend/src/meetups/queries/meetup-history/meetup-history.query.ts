import { Query } from '@nestjs/cqrs';
import type { Attendance } from '@packmeet/projections/read-models';
import type { AuthenticatedUser } from '../../../http/request-context.js';

export interface HistoryPerson {
  id: string;
  displayName: string;
}

export interface HistoryEntry {
  revision: number;
  type: string;
  at: string;
  actor: HistoryPerson | null;
  subject: HistoryPerson | null;
  /** What happened, for people: "Maya L. is going with 2 dogs." */
  sentence: string;
  /** For RSVP entries, the subject's answer after it (null: withdrawn). */
  rsvpStatus?: 'going' | 'maybe' | 'not_going' | 'waitlisted' | null;
  attendanceAfter: Attendance & { unregistered: number; maxAttendees: number | null };
}

export interface MeetupHistoryResponse {
  meetupId: string;
  entries: HistoryEntry[];
  /** The state as of `?at=`: the attendance and who was going or waiting then. */
  asOf: {
    at: string;
    attendance: HistoryEntry['attendanceAfter'] | null;
    going: HistoryPerson[];
    waitlist: HistoryPerson[];
  } | null;
}

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
