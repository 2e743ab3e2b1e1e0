import { type CreatorEmail, requireVerifiedEmail } from '../../accounts/index.js';
import type { Decider } from '../../shared/decider.js';
import { conflict } from '../../shared/errors.js';
import { kindOf, NO_ENTRY_RULES } from '../../contracts/entry-rules.js';
import { UNKNOWN_ACTIVITY_PROFILE } from '../../contracts/activities.js';
import type { GroupEvent } from '../../contracts/events.js';
import type { GroupCreated } from '../../contracts/events/group.events.js';
import { decideMembership, type MembershipCommand } from './group-membership.decider.js';
import { decideSettings, type SettingsCommand } from './group-settings.decider.js';
import {
  existsFor,
  groupNotFound,
  JOIN_ACTIVITY_KEPT,
  type CreatedGroup,
  type JoinActivity,
} from './group.state.js';

export { existsFor, groupNotFound, isOrganizer, type CreatedGroup } from './group.state.js';

/*
 * A group's aggregate: who is in it and in what role, who asked to join,
 * its invite links, kind and rules. Decisions are split by concern
 * (group-membership.decider.ts, group-settings.decider.ts); this file holds
 * the state and how events change it.
 */

export type GroupState = { status: 'none' } | CreatedGroup;

export type GroupCommand =
  | {
      type: 'CreateGroup';
      group: GroupCreated['data'];
      /** Unverified, where addresses are verified, refuses: such an account cannot create groups yet. */
      creatorEmail?: CreatorEmail;
    }
  | MembershipCommand
  | SettingsCommand;

export const groupStream = (groupId: string) => `group-${groupId}`;

function created(data: GroupCreated['data']): CreatedGroup {
  return {
    status: 'created',
    groupId: data.groupId,
    creatorId: data.creatorId,
    ownerId: data.creatorId,
    name: data.name,
    description: data.description,
    coverImage: null,
    city: data.city,
    state: data.state,
    latitude: data.latitude,
    longitude: data.longitude,
    kind: kindOf(data),
    rules: data.rules ?? NO_ENTRY_RULES,
    activities: data.activities ?? UNKNOWN_ACTIVITY_PROFILE.activities,
    level: data.level ?? UNKNOWN_ACTIVITY_PROFILE.level,
    members: new Map([[data.creatorId, 'owner']]),
    requests: new Map(),
    joinActivity: new Map(),
    invites: new Map(),
  };
}

function noteJoinActivity(state: CreatedGroup, userId: string, at: string): JoinActivity {
  const activity = state.joinActivity.get(userId) ?? { times: [], noticedAt: null };
  activity.times.push(at);
  if (activity.times.length > JOIN_ACTIVITY_KEPT) activity.times.shift();
  state.joinActivity.set(userId, activity);
  return activity;
}

function evolveCreated(state: CreatedGroup, event: GroupEvent): CreatedGroup {
  switch (event.type) {
    case 'GroupDetailsChanged':
      Object.assign(state, event.data.changes);
      break;
    case 'GroupKindChanged':
      state.kind = event.data.kind;
      break;
    case 'GroupRulesChanged':
      state.rules = event.data.rules;
      break;
    case 'GroupActivitiesChanged':
      state.activities = event.data.activities;
      state.level = event.data.level;
      break;
    case 'GroupJoinRequested': {
      const { dogIds, inviteId } = event.data;
      state.requests.set(event.data.userId, { dogIds, inviteId });
      const invite = inviteId === null ? undefined : state.invites.get(inviteId);
      if (invite) invite.uses += 1;
      const { requestedAt, notifyOrganizers } = event.data;
      if (requestedAt !== undefined) {
        const activity = noteJoinActivity(state, event.data.userId, requestedAt);
        if (notifyOrganizers !== false) activity.noticedAt = requestedAt;
      }
      break;
    }
    case 'GroupJoinRequestWithdrawn':
      state.requests.delete(event.data.userId);
      if (event.data.withdrawnAt !== undefined)
        noteJoinActivity(state, event.data.userId, event.data.withdrawnAt);
      break;
    case 'GroupJoinApproved':
    case 'GroupJoinDeclined':
      state.requests.delete(event.data.userId);
      break;
    case 'GroupJoined':
      state.members.set(event.data.userId, 'member');
      state.requests.delete(event.data.userId);
      break;
    case 'GroupLeft':
    case 'GroupMemberRemoved':
      state.members.delete(event.data.userId);
      break;
    case 'CoOrganizerAppointed':
      state.members.set(event.data.userId, 'co-organizer');
      break;
    case 'CoOrganizerDismissed':
      state.members.set(event.data.userId, 'member');
      break;
    case 'GroupOwnershipTransferred':
      state.members.set(event.data.fromUserId, 'co-organizer');
      state.members.set(event.data.toUserId, 'owner');
      state.ownerId = event.data.toUserId;
      break;
    case 'InviteLinkCreated': {
      const { code, expiresAt, maxUses } = event.data;
      state.invites.set(event.data.inviteId, { code, expiresAt, maxUses, uses: 0, revoked: false });
      break;
    }
    case 'InviteLinkRevoked': {
      const invite = state.invites.get(event.data.inviteId);
      if (invite) invite.revoked = true;
      break;
    }
  }
  return state;
}

export const groupDecider: Decider<GroupState, GroupCommand, GroupEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve: (state, event) => {
    if (event.type === 'GroupCreated') return created(event.data);
    // Nothing else happens to a group before it is created.
    if (state.status === 'none') return state;
    return evolveCreated(state, event);
  },

  decide: (command, state) => {
    if (command.type === 'CreateGroup') {
      if (state.status === 'created')
        throw conflict('GROUPS.ALREADY_EXISTS', 'This group already exists');
      requireVerifiedEmail(command.creatorEmail, 'create a group');
      return [{ type: 'GroupCreated', data: command.group }];
    }
    if (state.status !== 'created') throw groupNotFound();
    // An invite-only group does not exist for outsiders: what they try gets a missing group's 404.
    const actor = actorOf(command);
    if (actor !== null && !existsFor(state, actor)) throw groupNotFound();
    switch (command.type) {
      case 'ChangeGroup':
      case 'ChangeGroupDetails':
      case 'ChangeGroupKind':
      case 'ChangeGroupRules':
      case 'ChangeGroupActivities':
      case 'CreateInviteLink':
      case 'RevokeInviteLink':
        return decideSettings(command, state);
      default:
        return decideMembership(command, state);
    }
  },
};

/** Who acts, for commands an outsider could try (joining has its own invite-link rule). */
function actorOf(command: Exclude<GroupCommand, { type: 'CreateGroup' }>): string | null {
  if ('by' in command) return command.by;
  if (command.type === 'LeaveGroup' || command.type === 'WithdrawJoinRequest')
    return command.userId;
  return null;
}

export function isMember(state: GroupState, userId: string): boolean {
  return state.status === 'created' && state.members.has(userId);
}
