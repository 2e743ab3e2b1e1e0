/** Groups and what happens in them: members, join requests, invites, history, distances, posts and comments. */
import type { EntryRules, GroupKind } from '../entry-rules.js';
import type { Activity, SkillLevel } from '../activities.js';
import type { GroupRole } from '../groups.js';
import type { CollectionName, Document } from './document.js';

export interface GroupDocument extends Document {
  _id: string;
  name: string;
  description: string;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  coverImage: string | null;
  kind: GroupKind;
  rules: EntryRules;
  /** Absent on documents projected before activities existed: none known, all levels. */
  activities?: Activity[];
  level?: SkillLevel;
  creatorId: string;
  /** Who runs the group now: the creator until they hand it over. */
  ownerId: string;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}

/** `_id` is `<groupId>:<userId>`. */
export interface GroupMemberDocument extends Document {
  _id: string;
  groupId: string;
  userId: string;
  role: GroupRole;
  joinedAt: string;
}

/** A pending request to join; gone once approved, declined or withdrawn. `_id` is `<groupId>:<userId>`. */
export interface GroupJoinRequestDocument extends Document {
  _id: string;
  groupId: string;
  userId: string;
  message: string | null;
  dogIds: string[];
  houseRulesAccepted: boolean;
  /** The invite link it came through, if any. */
  inviteId: string | null;
  createdAt: string;
}

/** An invite link of a group. `_id` is the invite's id; `code` is the secret in its URL. */
export interface GroupInviteDocument extends Document {
  _id: string;
  groupId: string;
  code: string;
  expiresAt: string | null;
  maxUses: number | null;
  /** Join requests that came through it. */
  uses: number;
  revoked: boolean;
  createdAt: string;
  createdBy: string;
}

/** One entry per event of a group's stream: its audit trail. `_id` is `<groupId>:<revision>`. */
export interface GroupHistoryDocument extends Document {
  _id: string;
  groupId: string;
  /** The event's revision in its stream (the group's, or a post's for a hidden post or comment). */
  revision: number;
  /** The event's global position as a fixed-width decimal string: the history's order. */
  position: string;
  type: string;
  actorId: string | null;
  /** Whom the entry is about (the requester, the removed member, the new owner, the hidden words' author...). */
  subjectId: string | null;
  at: string;
  /** The event's data without ids and secrets (an invite link's code is left out). */
  details: Record<string, unknown>;
}

export const GROUP_JOIN_REQUESTS =
  'group_join_requests' as CollectionName<GroupJoinRequestDocument>;
export const GROUP_INVITES = 'group_invites' as CollectionName<GroupInviteDocument>;
export const GROUP_HISTORY = 'group_history' as CollectionName<GroupHistoryDocument>;

/** How distances name the city they are measured from: case-insensitive city, state code. */
export const distanceOriginKey = (city: string, state: string) =>
  `${city.trim().toLowerCase()}|${state.trim().toUpperCase()}`;

/** Great-circle distance from a city where members live (or groups meet) to a group. `_id` is `<groupId>|<distanceOriginKey>`. */
export interface GroupDistanceDocument extends Document {
  _id: string;
  groupId: string;
  fromCity: string;
  fromState: string;
  /** The drive time is derived from it when read (`driveTimeMinutes`, projections/src/geography). */
  distanceMiles: number;
}

/** Who hid a post or comment, and why: the feed leaves it out, the history keeps this. */
export interface HiddenMark {
  by: string;
  reason: string;
  at: string;
}

export interface PostDocument extends Document {
  _id: string;
  groupId: string;
  authorId: string;
  content: string;
  imageUrl: string | null;
  likeCount: number;
  commentCount: number;
  likedBy: string[];
  createdAt: string;
  updatedAt: string;
  /** Set when an organizer or administrator hid it: queries leave it out (contracts/moderation.ts). */
  hidden?: HiddenMark;
}

export interface CommentDocument extends Document {
  _id: string;
  postId: string;
  groupId: string;
  authorId: string;
  content: string;
  createdAt: string;
  hidden?: HiddenMark;
}

export const GROUPS = 'groups' as CollectionName<GroupDocument>;
export const GROUP_MEMBERS = 'group_members' as CollectionName<GroupMemberDocument>;
export const GROUP_DISTANCES = 'group_distances' as CollectionName<GroupDistanceDocument>;
export const POSTS = 'posts' as CollectionName<PostDocument>;
export const COMMENTS = 'comments' as CollectionName<CommentDocument>;
