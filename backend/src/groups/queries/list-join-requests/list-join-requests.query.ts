import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { PendingJoinRequest } from '../../../contracts/groups.js';

/** The organizers' queue: pending requests, oldest first, each dog checked against the rules today. */
export class ListJoinRequests extends Query<PendingJoinRequest[]> {
  constructor(
    readonly groupId: string,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}
