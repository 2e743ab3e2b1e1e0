import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { GroupHistoryEntry } from '../../../contracts/groups.js';

/** Everything that happened in a group, newest first (organizers; administrators audit). */
export class GetGroupHistory extends Query<GroupHistoryEntry[]> {
  constructor(
    readonly groupId: string,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}
