import { Query } from '@nestjs/cqrs';
import type { GroupListResponse } from '../../../contracts/groups.js';

/** A GroupListResponse already serialized to UTF-8: the list is assembled from cached JSON. */
export type SerializedGroupList = Buffer & { readonly __json: GroupListResponse };

/** GET /api/groups: the list from the caller's city, or from a city they search from. */
export class ListGroups extends Query<SerializedGroupList> {
  constructor(
    readonly viewerId: string,
    readonly searchFrom: { city: string; state: string } | null,
  ) {
    super();
  }
}
