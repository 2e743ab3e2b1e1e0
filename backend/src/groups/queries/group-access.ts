import {
  GROUPS,
  GROUP_MEMBERS,
  USERS,
  type GroupDocument,
  type GroupMemberDocument,
  type UserDocument,
} from '../../contracts/read-models.js';
import {
  groupView,
  LISTED_KINDS,
  OPEN_KINDS,
  type GroupView,
} from '../../contracts/access-policy.js';
import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import { forbidden, notFound } from '../../shared/errors.js';

/*
 * The read side's access to groups: the facts (the group, the viewer's
 * membership) read from the read models and judged by the one access policy
 * (contracts/access-policy.ts). Every read surface applies it: group pages,
 * members, posts, meetups, attendees, history, calendars, server-rendered
 * pages, live rooms, city hubs, the directory, browse, venue suggestions.
 * docs/privacy.md lists the surfaces.
 */
export { groupView, LISTED_KINDS, OPEN_KINDS, type GroupView };

/** The groups `viewerId` belongs to, whose content they see whatever the kind. */
export async function memberGroupIds(
  store: DocumentStore,
  viewerId: string | null,
): Promise<Set<string>> {
  if (viewerId === null) return new Set();
  const memberships = await store
    .collection(GROUP_MEMBERS)
    .find({ userId: viewerId }, { projection: { groupId: 1 } });
  return new Set(memberships.map((membership) => membership.groupId));
}

/**
 * A group as the caller may see it: 404 when it does not exist for them;
 * `requireAccess` (members, posts, meetups) also refuses a listing-only view
 * with 403, which says the group is private without showing any of it.
 */
export async function visibleGroup(
  store: DocumentStore,
  groupId: string,
  viewerId: string | null,
  { requireAccess, hasInvite = false }: { requireAccess: boolean; hasInvite?: boolean },
): Promise<{ group: GroupDocument; membership: GroupMemberDocument | null; view: GroupView }> {
  const group = await store.collection(GROUPS).findOne({ _id: groupId });
  if (!group) throw notFound('GROUPS.NOT_FOUND', 'Group not found');
  const membership =
    viewerId === null
      ? null
      : await store.collection(GROUP_MEMBERS).findOne({ _id: `${groupId}:${viewerId}` });
  const view = groupView(group, { isMember: membership !== null, hasInvite });
  if (view === 'none') throw notFound('GROUPS.NOT_FOUND', 'Group not found');
  if (requireAccess && view !== 'full') {
    throw forbidden(
      'GROUPS.PRIVATE',
      'This group is private: only its members see its members, posts and meetups.',
    );
  }
  return { group, membership, view };
}

/** Users by id, for joining names and photos onto read models at query time. */
export async function usersById(
  store: DocumentStore,
  ids: Iterable<string>,
): Promise<Map<string, UserDocument>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const users = await store.collection(USERS).find({ _id: { $in: unique } });
  return new Map(users.map((user) => [user._id, user]));
}
