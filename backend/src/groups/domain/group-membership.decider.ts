import { conflict, forbidden, invalid, notFound } from '../../shared/errors.js';
import {
  CoOrganizerAppointed,
  CoOrganizerDismissed,
  GroupJoinApproved,
  GroupJoinDeclined,
  GroupJoined,
  GroupJoinRequested,
  GroupJoinRequestWithdrawn,
  GroupLeft,
  GroupMemberRemoved,
  GroupOwnershipTransferred,
  type GroupMembershipEvent,
} from '../../contracts/events/group-membership.events.js';
import { limitReached, waitWithin, type RateLimit } from '../../shared/rate-window.js';
import {
  dogNotEligible,
  hasRules,
  requireEligible,
  ruleProblems,
  type DogFacts,
} from './entry-rules.js';
import { groupNotFound, isOrganizer, notAnOrganizer, type CreatedGroup } from './group.state.js';

/*
 * Joining, leaving and roles. The handler gathers the facts a decision needs
 * (the requester's dogs as they are now, today's date) so these stay pure.
 */

/** The limits on asking to join (config `limits`), facts the handler passes in. */
export interface JoinLimits {
  /** Requests and withdrawals together, per person and group. */
  perGroup: RateLimit;
  /** Organizers are told of one person's requests to one group at most once in this. */
  noticeWindowMs: number;
}

export type MembershipCommand =
  /** `blockedByOwner`: the group's owner has blocked the caller (moderation). */
  | { type: 'JoinGroup'; groupId: string; userId: string; blockedByOwner?: boolean }
  | {
      type: 'RequestToJoin';
      groupId: string;
      userId: string;
      blockedByOwner?: boolean;
      message: string | null;
      /** The requester's own dogs among those they asked to bring; unknown ids are left out. */
      dogs: DogFacts[];
      dogIds: string[];
      /** All the requester's dogs: a group with entry rules wants one that meets them. */
      ownDogs: DogFacts[];
      inviteCode: string | null;
      houseRulesAccepted: boolean;
      now: Date;
      limits: JoinLimits;
    }
  | { type: 'WithdrawJoinRequest'; groupId: string; userId: string; now: Date }
  | {
      type: 'DecideJoinRequest';
      groupId: string;
      userId: string;
      by: string;
      approve: boolean;
      message: string | null;
      /** The requested dogs as they are now: an approval checks them again. */
      dogs: DogFacts[];
      now: Date;
    }
  | { type: 'LeaveGroup'; groupId: string; userId: string }
  | { type: 'RemoveMember'; groupId: string; userId: string; by: string; reason: string }
  | { type: 'AppointCoOrganizer'; groupId: string; userId: string; by: string }
  | { type: 'DismissCoOrganizer'; groupId: string; userId: string; by: string }
  | { type: 'TransferOwnership'; groupId: string; toUserId: string; by: string };

const notOwner = () => forbidden('GROUPS.NOT_OWNER', 'Only the group’s owner can do this.');
const notAMember = () => conflict('GROUPS.NOT_A_MEMBER', "You're not a member of this group.");
// Says no more than a closed door: the blocked member is not told who blocked them.
const blocked = () =>
  forbidden('GROUPS.NOT_ACCEPTING', 'This group is not accepting you as a member.');
const tooManyJoinRequests = (waitMs: number) =>
  limitReached(
    'GROUPS.TOO_MANY_JOIN_REQUESTS',
    (wait) =>
      `You have asked to join this group and withdrawn several times lately. Please try again in ${wait}.`,
    waitMs,
  );
const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A request for organizers to decide that brings no dog to a group with entry rules: the rules
 * are there to be checked, so the organizers never get a request they cannot check. Which refusal says what to do: the
 * owner's dogs' unmet rules (each with its field), or choose a dog, or add one.
 */
function noDogToBring(group: CreatedGroup, ownDogs: DogFacts[], onDate: string) {
  const failures = ownDogs.map((dog) => ({
    dog,
    problems: ruleProblems(group.rules, dog, onDate, 'today'),
  }));
  if (failures.length > 0 && failures.every((failure) => failure.problems.length > 0))
    return dogNotEligible(failures);
  return invalid(
    'GROUPS.DOG_REQUIRED',
    failures.length === 0
      ? 'Add the dog you mean to bring to your profile first: this group checks every dog against its entry rules.'
      : 'Choose the dog you mean to bring: this group checks every dog against its entry rules.',
  );
}

/** A usable invite link by its code, or null. */
export function validInvite(group: CreatedGroup, code: string | null, now: Date): string | null {
  if (code === null) return null;
  for (const [inviteId, invite] of group.invites) {
    if (invite.code !== code || invite.revoked) continue;
    if (invite.expiresAt !== null && Date.parse(invite.expiresAt) <= now.getTime()) return null;
    if (invite.maxUses !== null && invite.uses >= invite.maxUses) return null;
    return inviteId;
  }
  return null;
}

export function decideMembership(
  command: MembershipCommand,
  group: CreatedGroup,
): GroupMembershipEvent[] {
  const { groupId } = command;
  switch (command.type) {
    case 'JoinGroup': {
      // Joining twice changes nothing: the handler tells the caller they are already in.
      if (group.members.has(command.userId)) return [];
      if (group.kind === 'invite-only') throw groupNotFound();
      if (command.blockedByOwner) throw blocked();
      if (group.kind === 'private') {
        throw forbidden(
          'GROUPS.REQUEST_REQUIRED',
          'This group is private: ask to join with a short message and the dogs you mean to bring.',
        );
      }
      return [GroupJoined({ groupId, userId: command.userId, role: 'member' })];
    }

    case 'RequestToJoin': {
      const { userId, now } = command;
      const inviteId = validInvite(group, command.inviteCode, now);
      // An invite-only group does not exist for whoever has no valid link.
      if (group.kind === 'invite-only' && inviteId === null && !group.members.has(userId))
        throw groupNotFound();
      if (group.members.has(userId))
        throw conflict('GROUPS.ALREADY_MEMBER', "You're already a member of this group.");
      if (group.requests.has(userId))
        throw conflict('GROUPS.ALREADY_REQUESTED', 'You have already asked to join this group.');
      if (command.blockedByOwner) throw blocked();
      if (command.dogs.length !== command.dogIds.length)
        throw invalid(
          'GROUPS.UNKNOWN_DOG',
          'Choose the dogs you mean to bring from your own dogs.',
        );
      if (group.rules.houseRules !== null && !command.houseRulesAccepted)
        throw invalid('GROUPS.HOUSE_RULES', 'Please accept the group’s house rules.');
      requireEligible(group.rules, command.dogs, today(now), 'today');
      // A public group is joined with one click and checks its rules at each RSVP instead.
      if (group.kind !== 'public' && command.dogs.length === 0 && hasRules(group.rules))
        throw noDogToBring(group, command.ownDogs, today(now));
      // A public group needs no decision: the request is the join.
      if (group.kind === 'public') return [GroupJoined({ groupId, userId, role: 'member' })];
      const activity = group.joinActivity.get(userId);
      const wait = waitWithin(activity?.times ?? [], command.limits.perGroup, now);
      if (wait > 0) throw tooManyJoinRequests(wait);
      const noticedAt = activity?.noticedAt ?? null;
      return [
        GroupJoinRequested({
          groupId,
          userId,
          message: command.message,
          dogIds: command.dogIds,
          inviteId,
          houseRulesAccepted: command.houseRulesAccepted,
          requestedAt: now.toISOString(),
          // A request again soon after a withdrawal is not news to the organizers.
          notifyOrganizers:
            noticedAt === null ||
            now.getTime() - Date.parse(noticedAt) >= command.limits.noticeWindowMs,
        }),
      ];
    }

    // Never refused for the limit (taking a request back is always allowed), but it counts.
    case 'WithdrawJoinRequest':
      if (!group.requests.has(command.userId))
        throw conflict('GROUPS.NO_REQUEST', 'There is no request to join from you.');
      return [
        GroupJoinRequestWithdrawn({
          groupId,
          userId: command.userId,
          withdrawnAt: command.now.toISOString(),
        }),
      ];

    case 'DecideJoinRequest': {
      if (!isOrganizer(group, command.by)) throw notAnOrganizer();
      // Two organizers deciding at once: the second finds the request gone.
      if (!group.requests.has(command.userId))
        throw conflict('GROUPS.NO_REQUEST', 'This request has already been decided or withdrawn.');
      const decision = {
        groupId,
        userId: command.userId,
        decidedBy: command.by,
        message: command.message,
      };
      if (!command.approve) return [GroupJoinDeclined(decision)];
      requireEligible(group.rules, command.dogs, today(command.now), 'today');
      return [
        GroupJoinApproved(decision),
        GroupJoined({ groupId, userId: command.userId, role: 'member' }),
      ];
    }

    case 'LeaveGroup':
      if (command.userId === group.ownerId) {
        throw conflict('GROUPS.CREATOR_CANNOT_LEAVE', 'The group creator cannot leave the group.');
      }
      if (!group.members.has(command.userId)) throw notAMember();
      return [GroupLeft({ groupId, userId: command.userId })];

    case 'RemoveMember': {
      if (!isOrganizer(group, command.by)) throw notAnOrganizer();
      const role = group.members.get(command.userId);
      if (role === undefined) throw notFound('GROUPS.NOT_A_MEMBER', 'This person is not a member.');
      if (role === 'owner') throw forbidden('GROUPS.OWNER', 'The group’s owner cannot be removed.');
      if (role === 'co-organizer' && command.by !== group.ownerId) throw notOwner();
      return [
        GroupMemberRemoved({
          groupId,
          userId: command.userId,
          removedBy: command.by,
          reason: command.reason,
        }),
      ];
    }

    case 'AppointCoOrganizer':
      if (command.by !== group.ownerId) throw notOwner();
      if (!group.members.has(command.userId))
        throw notFound('GROUPS.NOT_A_MEMBER', 'This person is not a member.');
      if (group.members.get(command.userId) !== 'member') return [];
      return [CoOrganizerAppointed({ groupId, userId: command.userId, appointedBy: command.by })];

    case 'DismissCoOrganizer':
      if (command.by !== group.ownerId) throw notOwner();
      if (group.members.get(command.userId) !== 'co-organizer') return [];
      return [CoOrganizerDismissed({ groupId, userId: command.userId, dismissedBy: command.by })];

    case 'TransferOwnership':
      if (command.by !== group.ownerId) throw notOwner();
      if (group.members.get(command.toUserId) !== 'co-organizer') {
        throw conflict(
          'GROUPS.NOT_CO_ORGANIZER',
          'Hand the group to one of its co-organizers: appoint them first.',
        );
      }
      return [
        GroupOwnershipTransferred({ groupId, fromUserId: command.by, toUserId: command.toUserId }),
      ];
  }
}
