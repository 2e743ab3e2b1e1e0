import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { MeetupSeriesResponse } from '../../../contracts/meetup-series.js';

export class GetMeetupSeries extends Query<MeetupSeriesResponse> {
  constructor(
    readonly seriesId: string,
    readonly viewer: AuthenticatedUser | null,
  ) {
    super();
  }
}

export class ListGroupSeries extends Query<MeetupSeriesResponse[]> {
  constructor(
    readonly groupId: string,
    readonly viewer: AuthenticatedUser | null,
  ) {
    super();
  }
}

/** The series as an iCalendar file (RRULE, EXDATE, SEQUENCE). */
export class GetSeriesCalendar extends Query<string> {
  constructor(
    readonly seriesId: string,
    readonly viewer: AuthenticatedUser | null,
  ) {
    super();
  }
}
