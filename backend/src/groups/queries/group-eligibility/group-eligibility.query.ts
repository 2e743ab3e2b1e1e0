import { Query } from '@nestjs/cqrs';
import type { EligibilityResponse } from '../../../contracts/groups.js';

/** Which of the caller's dogs meet the group's rules today, and why not. */
export class GetGroupEligibility extends Query<EligibilityResponse> {
  constructor(
    readonly groupId: string,
    readonly viewerId: string,
    readonly inviteCode: string | null,
  ) {
    super();
  }
}
