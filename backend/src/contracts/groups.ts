/* The groups part of the HTTP contract: groups, lists, members and posts. */
import type { PublicPerson } from './accounts.js';
import type { DogResponse } from './dogs.js';
import type { DogEligibility, EntryRules, GroupKind } from './entry-rules.js';
import type { Activity, SkillLevel } from './activities.js';

/** owner: runs the group (the creator until they hand it over); co-organizers help run it. */
export type GroupRole = 'owner' | 'co-organizer' | 'member';

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
  /**
   * The creator's username when they are a trainer: their name links to
   * /trainers/{username} (null: plain text, as for everyone in a listing).
   */
  creatorTrainer?: string | null;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
  /** Miles from the search location, one decimal; 0 means the same city; null when unknown. */
  distanceMiles: number | null;
  driveTimeMinutes: number | null;
  isMember: boolean;
  role: GroupRole | null;
  kind: GroupKind;
  rules: EntryRules;
  /** What the group does and for whom ([] and 'all' when the organizers have not said). */
  activities: Activity[];
  level: SkillLevel;
  /** Who runs the group now (the creator until they hand it over). */
  ownerId: string;
  /**
   * What the caller sees (group-access.ts): 'full', or 'listing' for a
   * non-member of a private group (name, city, description, member count and
   * rules only; the creator's name is not shown).
   */
  view: 'full' | 'listing';
  /** The owner and co-organizers manage the group. */
  canManage: boolean;
  /** The caller's pending request to join, if any. */
  joinRequest: { createdAt: string } | null;
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

/** The lists of GET /api/groups, each paged on its own (`?list=`). */
export const GROUP_LISTS = ['groups', 'nearbyGroups', 'otherGroups', 'userGroups'] as const;
export type GroupListName = (typeof GROUP_LISTS)[number];

/**
 * GET /api/groups[?city=&state=&limit=]: each list is its first page, nearest
 * first; the stats count every group, not only the page's.
 */
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
  /**
   * Each list's next page (`/api/groups?list=<name>&limit=&cursor=`, an array
   * with the page after in its `Link` header), or null when the list is whole.
   */
  nextPages: Record<GroupListName, string | null>;
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
  /** What the group does and for whom ([] and 'all': nothing known). */
  activities: Activity[];
  level: SkillLevel;
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

/** POST /api/groups/{id}/join-requests: a public group is joined at once. */
export interface JoinRequestResponse {
  status: 'pending' | 'joined';
  /** "Your request has been sent to the organizers." or "You've successfully joined the group!" */
  message: string;
  group: GroupResponse;
}

/** GET /api/groups/{id}/join-requests (organizers): the queue, oldest first. */
export interface PendingJoinRequest {
  userId: string;
  user: PublicPerson;
  message: string | null;
  /** The dogs they mean to bring, each checked against the rules today. */
  dogs: (DogResponse & { eligibility: DogEligibility })[];
  houseRulesAccepted: boolean;
  viaInvite: boolean;
  createdAt: string;
}

/** GET, POST /api/groups/{id}/invites (organizers). */
export interface InviteLinkResponse {
  id: string;
  code: string;
  /** The link to share: {PUBLIC_URL}/invite/{code}. */
  url: string;
  expiresAt: string | null;
  maxUses: number | null;
  uses: number;
  revoked: boolean;
  createdAt: string;
  createdBy: string;
}

/** GET /api/invites/{code}: the group a valid link opens (404 for an unknown, expired, used-up or revoked link). */
export interface InviteResponse {
  group: GroupResponse;
}

/** GET /api/groups/{id}/history (organizers; administrators audit). Newest first. */
export interface GroupHistoryEntry {
  id: string;
  type: string;
  /** "Maya L. approved Sam K.'s request to join." */
  sentence: string;
  actor: { id: string; name: string } | null;
  at: string;
}

/** GET /api/groups/{id}/eligibility and /api/meetups/{id}/eligibility: the caller's dogs against the rules. */
export interface EligibilityResponse {
  rules: EntryRules;
  /** The day the rules are checked for: today, or the meetup's date. */
  onDate: string;
  dogs: DogEligibility[];
}

/** DELETE /api/groups/{id}/join-requests/mine. */
export interface WithdrawJoinRequestResponse {
  withdrawn: true;
}
