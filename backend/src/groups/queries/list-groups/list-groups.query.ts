import { Query } from '@nestjs/cqrs';
import type { GroupListResponse } from '../../../contracts/groups.js';

/** Every list of GET /api/groups whole; the controller pages them. */
export type GroupLists = Omit<GroupListResponse, 'nextPages'>;

/** GET /api/groups: the list from the caller's city, or from a city they search from. */
export class ListGroups extends Query<GroupLists> {
  constructor(
    readonly viewerId: string,
    readonly searchFrom: { city: string; state: string } | null,
  ) {
    super();
  }
}
