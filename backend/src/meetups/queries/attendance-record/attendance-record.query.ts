import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { AttendanceRecordResponse } from '../../../contracts/meetup-day.js';

/** A member's attendance record: for the member, and the organizers of groups they belong to. */
export class GetAttendanceRecord extends Query<AttendanceRecordResponse> {
  constructor(
    readonly userId: string,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}
