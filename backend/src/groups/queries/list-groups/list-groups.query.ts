import { Query } from '@nestjs/cqrs';
import type { GroupResponse } from '../../group.response.js';

export interface GroupListResponse {
  /** Every group within 100 miles of the search location, plus the caller's own, nearest first. */
  groups: GroupResponse[];
  /** Not joined, within 25 miles. */
  nearbyGroups: GroupResponse[];
  /** Not joined: the 10 nearest beyond 100 miles, or of unknown distance. */
  otherGroups: GroupResponse[];
  /** The caller's groups, created or joined. */
  userGroups: GroupResponse[];
  stats: {
    inUserCity: number;
    within15Miles: number;
    within25Miles: number;
    inState: number;
    total: number;
  };
  userLocation: { city: string; state: string; latitude: number | null; longitude: number | null };
}

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
