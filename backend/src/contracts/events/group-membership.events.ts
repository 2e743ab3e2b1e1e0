import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';

/*
 * Who is in a group, in the group's stream `group-<groupId>`: joining (one
 * click for a public group, a request an organizer decides for the others),
 * leaving and removal, the co-organizers, the owner, and invite links.
 */

/** The creator is a member from GroupCreated on (role owner); this is everyone else. */
export const GroupJoined = defineEvent(
  'GroupJoined',
  1,
  z.object({ groupId: z.string(), userId: z.string(), role: z.enum(['member']) }),
);

export const GroupLeft = defineEvent(
  'GroupLeft',
  1,
  z.object({ groupId: z.string(), userId: z.string() }),
);

/** An owner asks to join a private or invite-only group with the dogs they mean to bring. */
export const GroupJoinRequested = defineEvent(
  'GroupJoinRequested',
  1,
  z.object({
    groupId: z.string(),
    userId: z.string(),
    message: z.string().nullable(),
    dogIds: z.array(z.string()),
    /** The invite link it came through (invite-only groups). */
    inviteId: z.string().nullable(),
    houseRulesAccepted: z.boolean(),
    /** When it was asked (absent on requests from before the limits: they count for none). */
    requestedAt: z.string().optional(),
    /**
     * false: the organizers heard of this person's request to this group
     * lately, so they are not told again. Absent: they are told.
     */
    notifyOrganizers: z.boolean().optional(),
  }),
);

/** Followed by GroupJoined in the same append. */
export const GroupJoinApproved = defineEvent(
  'GroupJoinApproved',
  1,
  z.object({
    groupId: z.string(),
    userId: z.string(),
    decidedBy: z.string(),
    message: z.string().nullable(),
  }),
);

export const GroupJoinDeclined = defineEvent(
  'GroupJoinDeclined',
  1,
  z.object({
    groupId: z.string(),
    userId: z.string(),
    decidedBy: z.string(),
    message: z.string().nullable(),
  }),
);

/** The requester changed their mind. */
export const GroupJoinRequestWithdrawn = defineEvent(
  'GroupJoinRequestWithdrawn',
  1,
  z.object({
    groupId: z.string(),
    userId: z.string(),
    /** When (absent on withdrawals from before the limits). */
    withdrawnAt: z.string().optional(),
  }),
);

/** An organizer removed a member; the reason stays in the group's history. */
export const GroupMemberRemoved = defineEvent(
  'GroupMemberRemoved',
  1,
  z.object({
    groupId: z.string(),
    userId: z.string(),
    removedBy: z.string(),
    reason: z.string(),
  }),
);

export const CoOrganizerAppointed = defineEvent(
  'CoOrganizerAppointed',
  1,
  z.object({ groupId: z.string(), userId: z.string(), appointedBy: z.string() }),
);

export const CoOrganizerDismissed = defineEvent(
  'CoOrganizerDismissed',
  1,
  z.object({ groupId: z.string(), userId: z.string(), dismissedBy: z.string() }),
);

/** The owner hands the group to a co-organizer and becomes a co-organizer. */
export const GroupOwnershipTransferred = defineEvent(
  'GroupOwnershipTransferred',
  1,
  z.object({ groupId: z.string(), fromUserId: z.string(), toUserId: z.string() }),
);

/** `code` is the secret in the link's URL. */
export const InviteLinkCreated = defineEvent(
  'InviteLinkCreated',
  1,
  z.object({
    groupId: z.string(),
    inviteId: z.string(),
    code: z.string(),
    createdBy: z.string(),
    expiresAt: z.string().nullable(),
    maxUses: z.number().int().nullable(),
  }),
);

export const InviteLinkRevoked = defineEvent(
  'InviteLinkRevoked',
  1,
  z.object({ groupId: z.string(), inviteId: z.string(), revokedBy: z.string() }),
);

export type GroupJoined = EventOf<typeof GroupJoined>;
export type GroupLeft = EventOf<typeof GroupLeft>;
export type GroupJoinRequested = EventOf<typeof GroupJoinRequested>;
export type GroupJoinApproved = EventOf<typeof GroupJoinApproved>;
export type GroupJoinDeclined = EventOf<typeof GroupJoinDeclined>;
export type GroupJoinRequestWithdrawn = EventOf<typeof GroupJoinRequestWithdrawn>;
export type GroupMemberRemoved = EventOf<typeof GroupMemberRemoved>;
export type CoOrganizerAppointed = EventOf<typeof CoOrganizerAppointed>;
export type CoOrganizerDismissed = EventOf<typeof CoOrganizerDismissed>;
export type GroupOwnershipTransferred = EventOf<typeof GroupOwnershipTransferred>;
export type InviteLinkCreated = EventOf<typeof InviteLinkCreated>;
export type InviteLinkRevoked = EventOf<typeof InviteLinkRevoked>;
export type GroupMembershipEvent =
  | GroupJoined
  | GroupLeft
  | GroupJoinRequested
  | GroupJoinApproved
  | GroupJoinDeclined
  | GroupJoinRequestWithdrawn
  | GroupMemberRemoved
  | CoOrganizerAppointed
  | CoOrganizerDismissed
  | GroupOwnershipTransferred
  | InviteLinkCreated
  | InviteLinkRevoked;

export const groupMembershipEvents = [
  GroupJoined,
  GroupLeft,
  GroupJoinRequested,
  GroupJoinApproved,
  GroupJoinDeclined,
  GroupJoinRequestWithdrawn,
  GroupMemberRemoved,
  CoOrganizerAppointed,
  CoOrganizerDismissed,
  GroupOwnershipTransferred,
  InviteLinkCreated,
  InviteLinkRevoked,
] as const;
