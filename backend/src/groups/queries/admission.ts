import {
  GROUP_INVITES,
  GROUP_JOIN_REQUESTS,
  type GroupDocument,
  type GroupInviteDocument,
} from '../../contracts/read-models.js';
import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import { notFound } from '../../shared/errors.js';
import { notAnOrganizer } from '../domain/group.state.js';
import { visibleGroup } from './group-access.js';

/*
 * Reads shared by the join-request and invite queries: whether an invite
 * link still opens its group, and whether the caller runs the group.
 */

/** Open: not revoked, not expired, not used up (the decider's validInvite, on the read model). */
export function isOpen(invite: GroupInviteDocument, now: Date): boolean {
  if (invite.revoked) return false;
  if (invite.expiresAt !== null && Date.parse(invite.expiresAt) <= now.getTime()) return false;
  return invite.maxUses === null || invite.uses < invite.maxUses;
}

/** The open invite link with this code (for `groupId`, when given), or null. */
export async function openInvite(
  store: DocumentStore,
  code: string | null | undefined,
  now: Date,
  groupId?: string,
): Promise<GroupInviteDocument | null> {
  if (!code) return null;
  const invite = await store.collection(GROUP_INVITES).findOne({ code });
  if (!invite || (groupId !== undefined && invite.groupId !== groupId)) return null;
  return isOpen(invite, now) ? invite : null;
}

export const inviteNotFound = () =>
  notFound(
    'GROUPS.INVITE_NOT_FOUND',
    'This invite link does not work: it may have expired, been used up or been revoked.',
  );

/**
 * The group, for its owner and co-organizers only: 404 for whoever may not
 * know it exists (a pending requester of an invite-only group does know),
 * 403 for everyone else.
 */
export async function organizersGroup(
  store: DocumentStore,
  groupId: string,
  userId: string,
): Promise<GroupDocument> {
  const request = await store
    .collection(GROUP_JOIN_REQUESTS)
    .findOne({ _id: `${groupId}:${userId}` });
  const { group, membership } = await visibleGroup(store, groupId, userId, {
    requireAccess: false,
    hasInvite: request !== null,
  });
  if (membership?.role !== 'owner' && membership?.role !== 'co-organizer') throw notAnOrganizer();
  return group;
}
