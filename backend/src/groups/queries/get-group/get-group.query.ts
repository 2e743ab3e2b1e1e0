import { Query } from '@nestjs/cqrs';
import type { GroupResponse } from '../../../contracts/groups.js';

/** One group, with the caller's membership and distance from their city. */
export class GetGroup extends Query<GroupResponse> {
  constructor(
    readonly groupId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}
