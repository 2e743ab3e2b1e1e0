import type { EntryRules, GroupKind } from '../../contracts/entry-rules.js';
import type { GroupRole } from '../../contracts/groups.js';
import type { Activity, SkillLevel } from '../../contracts/activities.js';
import { canActInGroup, canSeeGroup } from '../../contracts/access-policy.js';
import { forbidden, notFound } from '../../shared/errors.js';

/* A group as its decisions see it (folded by group.decider.ts). */

export interface JoinRequest {
  dogIds: string[];
  inviteId: string | null;
}

/**
 * One person's asking in one group, for the limits (docs/security.md
 * "Limits"): when they last asked or withdrew, newest last, and when the
 * organizers were last told.
 */
export interface JoinActivity {
  times: string[];
  noticedAt: string | null;
}

/** Times kept per person: the configured limit may not exceed it. */
export const JOIN_ACTIVITY_KEPT = 100;

export interface InviteLink {
  code: string;
  expiresAt: string | null;
  maxUses: number | null;
  uses: number;
  revoked: boolean;
}

export interface CreatedGroup {
  status: 'created';
  groupId: string;
  creatorId: string;
  /** The creator until the group is handed over. */
  ownerId: string;
  name: string;
  description: string;
  coverImage: string | null;
  city: string;
  state: string;
  /** The city's, when the gazetteer knew it: its meetups' time zone when they name no place. */
  latitude: number | null;
  longitude: number | null;
  kind: GroupKind;
  rules: EntryRules;
  /** What the group does and for whom: the bounds of its meetups' own. */
  activities: Activity[];
  level: SkillLevel;
  members: Map<string, GroupRole>;
  requests: Map<string, JoinRequest>;
  joinActivity: Map<string, JoinActivity>;
  invites: Map<string, InviteLink>;
}

export const groupNotFound = () => notFound('GROUPS.NOT_FOUND', 'Group not found');

export const notAnOrganizer = () =>
  forbidden('GROUPS.NOT_ORGANIZER', 'Only the group’s organizers can do this.');

/** The owner and co-organizers run the group (the access policy's 'organize'). */
export function isOrganizer(group: CreatedGroup, userId: string): boolean {
  return canActInGroup('organize', group.members.get(userId));
}

/**
 * Whether the group exists for `userId` (the access policy's canSeeGroup):
 * an invite-only group does not for anyone but its members and those who
 * asked to join with an invite, so everything else they try on it answers a
 * missing group's 404.
 */
export function existsFor(group: CreatedGroup, userId: string): boolean {
  return canSeeGroup(group, {
    isMember: group.members.has(userId),
    hasInvite: group.requests.has(userId),
  });
}
