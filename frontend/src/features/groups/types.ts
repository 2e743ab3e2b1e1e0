export type GroupRole = 'owner' | 'member';

/** A group as GET /api/groups and GET /api/groups/{id} return it. */
export interface Group {
  id: string;
  name: string;
  description: string | null;
  city: string;
  /** Two-letter code. */
  state: string;
  /** Decimal strings ('30.26715000'), or null when unknown. */
  latitude?: string | null;
  longitude?: string | null;
  coverImage?: string | null;
  isPrivate?: boolean;
  creatorId?: string;
  /** 'Maya L.' */
  creatorDisplayName?: string | null;
  memberCount: number;
  createdAt?: string;
  updatedAt?: string;
  /** List views only: miles from the search location; 0 = same city; null/missing = unknown. */
  distanceMiles?: number | null;
  driveTimeMinutes?: number | null;
  /** The caller's membership (the creator counts as a member, with role 'owner'). */
  isMember?: boolean;
  role?: GroupRole | null;
}

/** Counts around the search location (spec section 9 "Stats buckets"). */
export interface GroupStats {
  inUserCity: number;
  within15Miles: number;
  within25Miles: number;
  inState: number;
  total: number;
}

export interface SearchLocation {
  city: string;
  state: string;
}

/** GET /api/groups[?city=&state=]. */
export interface GroupListResponse {
  /** Every group within 100 miles of the search location plus the caller's own, nearest first. */
  groups: Group[];
  /** Not joined, within 25 miles. */
  nearbyGroups: Group[];
  /** Not joined: the nearest beyond 100 miles, or of unknown distance. */
  otherGroups: Group[];
  /** The caller's groups (created or joined). */
  userGroups: Group[];
  stats: GroupStats;
  userLocation: SearchLocation | null;
}

/** POST /api/groups. Coordinates are decimal strings (spec section 7). */
export interface CreateGroupInput {
  name: string;
  description: string;
  city: string;
  state: string;
  latitude?: string;
  longitude?: string;
  isPrivate?: boolean;
}

/** POST /api/groups/{id}/join. `joined: false` means already a member. */
export interface JoinGroupResponse {
  joined: boolean;
  message?: string;
  group?: Group;
}

/**
 * A member's dog as listed with the group members. The same shape as the dogs feature's Dog;
 * declared here because features do not import each other.
 */
export interface MemberDog {
  id: string;
  ownerId?: string;
  name: string;
  breed?: string | null;
  age?: string | null;
  description?: string | null;
  bio?: string | null;
  profilePicture?: string | null;
  trainingLevel?: string | null;
  trainingWarnings?: string[];
  specialNeeds?: string | null;
}

export interface MemberUser {
  id: string;
  firstName: string;
  lastName?: string | null;
  username?: string | null;
  city?: string | null;
  state?: string | null;
  profilePicture?: string | null;
}

/** GET /api/groups/{id}/members-with-details. */
export interface GroupMemberWithDetails {
  id: string;
  userId: string;
  role: GroupRole | string;
  joinedAt: string;
  user: MemberUser;
  dogs: MemberDog[];
}

/** A dog of the group together with its owner, as the group page lists them. */
export interface GroupDog {
  dog: MemberDog;
  owner: MemberUser;
  /** The owner created the group. */
  isGroupOwner: boolean;
}

export interface PostAuthor {
  id: string;
  firstName: string;
  lastName?: string | null;
  profilePicture?: string | null;
}

export interface PostComment {
  id: string;
  postId: string;
  content: string;
  author: PostAuthor;
  createdAt: string;
}

/** GET /api/groups/{id}/posts. */
export interface Post {
  id: string;
  groupId: string;
  content: string;
  imageUrl: string | null;
  author: PostAuthor;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  createdAt: string;
  /** The latest comments (at most 3), oldest first. */
  comments: PostComment[];
}

export interface CreatePostInput {
  groupId: string;
  content: string;
  imageUrl?: string;
}

export interface LikeResponse {
  liked: boolean;
  likeCount: number;
}
