/* The groups part of the HTTP contract: groups, lists, members and posts. */
import type { PublicPerson } from './accounts.js';
import type { DogResponse } from './dogs.js';

export type GroupRole = 'owner' | 'member';

/** A group as the API returns it (spec section 3 plus list and caller fields). */
export interface GroupResponse {
  id: string;
  name: string;
  description: string;
  city: string;
  state: string;
  /** Decimal strings with 8 places, as the spec's decimal(10,8)/(11,8) columns read. */
  latitude: string | null;
  longitude: string | null;
  coverImage: string | null;
  isPrivate: boolean;
  creatorId: string;
  creatorDisplayName: string;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
  /** Miles from the search location, one decimal; 0 means the same city; null when unknown. */
  distanceMiles: number | null;
  driveTimeMinutes: number | null;
  isMember: boolean;
  role: GroupRole | null;
}

/** POST /api/groups/{id}/join. Joining twice is harmless: `joined` is false then. */
export interface JoinGroupResponse {
  joined: boolean;
  /** "You've successfully joined the group!" or "You're already a member of this group." */
  message: string;
  /** The group as the caller now sees it (isMember, role, memberCount). */
  group: GroupResponse;
}

/** POST /api/groups/{id}/leave. */
export interface LeaveGroupResponse {
  left: true;
}

/** Counts around the search location (spec section 9, "Stats buckets"). */
export interface GroupStats {
  inUserCity: number;
  within15Miles: number;
  within25Miles: number;
  inState: number;
  total: number;
}

/** GET /api/groups[?city=&state=]. */
export interface GroupListResponse {
  /** Every group within 100 miles of the search location, plus the caller's own, nearest first. */
  groups: GroupResponse[];
  /** Not joined, within 25 miles. */
  nearbyGroups: GroupResponse[];
  /** Not joined: the 10 nearest beyond 100 miles, or of unknown distance. */
  otherGroups: GroupResponse[];
  /** The caller's groups, created or joined. */
  userGroups: GroupResponse[];
  stats: GroupStats;
  userLocation: { city: string; state: string; latitude: number | null; longitude: number | null };
}

export interface BrowsedGroup {
  id: string;
  name: string;
  description: string;
  city: string;
  state: string;
  citySlug: string;
  memberCount: number;
  isPrivate: boolean;
  createdAt: string;
}

export interface BrowseGroupsResponse {
  groups: BrowsedGroup[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  /** Every state that has groups, for the filter. */
  states: string[];
}

export interface MemberResponse {
  userId: string;
  role: GroupRole;
  joinedAt: string;
}

export interface MemberWithDetailsResponse extends MemberResponse {
  /** The membership's id. */
  id: string;
  user: PublicPerson;
  dogs: DogResponse[];
}

export interface PostAuthor {
  id: string;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
}

export interface CommentResponse {
  id: string;
  postId: string;
  content: string;
  author: PostAuthor;
  createdAt: string;
}

export interface PostResponse {
  id: string;
  groupId: string;
  content: string;
  imageUrl: string | null;
  author: PostAuthor;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  createdAt: string;
  /** The latest three, oldest first. */
  comments: CommentResponse[];
}

/** POST and DELETE /api/posts/{postId}/like: the caller's like and the post's new count. */
export interface PostLikeResponse {
  liked: boolean;
  likeCount: number;
}
