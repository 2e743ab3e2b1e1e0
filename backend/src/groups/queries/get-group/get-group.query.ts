import { Query } from '@nestjs/cqrs';
import type { GroupResponse } from '../../../contracts/groups.js';

/**
 * One group, with the caller's membership, pending request and distance from
 * their city. `inviteCode` opens an invite-only group's listing to a non-member.
 */
export class GetGroup extends Query<GroupResponse> {
  constructor(
    readonly groupId: string,
    readonly viewerId: string | null,
    readonly options: { inviteCode?: string | null } = {},
  ) {
    super();
  }
}
