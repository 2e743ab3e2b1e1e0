import {
  GROUP_INVITES,
  GROUP_MEMBERS,
  type GroupInviteDocument,
} from '../../contracts/read-models.js';
import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import { notFound } from '../../shared/errors.js';
import { notAnOrganizer } from '../domain/group.state.js';

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
 * 403 unless `userId` is the group's owner or a co-organizer. Call it after
 * visibleGroup, so a group the caller may not see stays a 404.
 */
export async function requireOrganizer(
  store: DocumentStore,
  groupId: string,
  userId: string,
): Promise<void> {
  const membership = await store.collection(GROUP_MEMBERS).findOne({ _id: `${groupId}:${userId}` });
  if (membership?.role !== 'owner' && membership?.role !== 'co-organizer') throw notAnOrganizer();
}
