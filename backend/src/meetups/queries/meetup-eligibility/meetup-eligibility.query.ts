import { Query } from '@nestjs/cqrs';
import type { EligibilityResponse } from '../../../contracts/groups.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** The caller's dogs against a meetup's rules (its group's and its own) on the meetup's date. */
export class GetMeetupEligibility extends Query<EligibilityResponse> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}
