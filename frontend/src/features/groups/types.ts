/** A group as listed by GET /api/groups. */
export interface GroupSummary {
  id: string;
  name: string;
  description: string | null;
  city: string;
  state: string;
  memberCount: number;
  isPrivate?: boolean;
  coverImage?: string | null;
  creatorId?: string;
  creatorDisplayName?: string;
  /** Miles from the user's city; 0 means same city, missing when unknown. */
  distanceMiles?: number | null;
  createdAt?: string;
}

export interface GroupStats {
  inUserCity: number;
  within15Miles: number;
  within25Miles: number;
  inState: number;
}

/** GET /api/groups. */
export interface GroupListResponse {
  groups: GroupSummary[];
  nearbyGroups: GroupSummary[];
  otherGroups: GroupSummary[];
  userGroups: GroupSummary[];
  stats: GroupStats;
  userLocation: { city: string; state: string } | null;
}
