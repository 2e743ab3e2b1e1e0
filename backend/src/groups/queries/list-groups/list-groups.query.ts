import { Query } from '@nestjs/cqrs';
import type { GroupListResponse } from '../../../contracts/groups.js';

/** GET /api/groups: the list from the caller's city, or from a city they search from. */
export class ListGroups extends Query<GroupListResponse> {
  constructor(
    readonly viewerId: string,
    readonly searchFrom: { city: string; state: string } | null,
  ) {
    super();
  }
}
