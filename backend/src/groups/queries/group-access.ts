import {
  GROUPS,
  GROUP_MEMBERS,
  USERS,
  type GroupDocument,
  type GroupMemberDocument,
  type UserDocument,
} from '../../contracts/read-models.js';
import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import { forbidden, notFound } from '../../shared/errors.js';

/**
 * A group as the caller may see it. Anyone signed in sees a public group's
 * members and feed; a private group shows them to its members only.
 */
export async function visibleGroup(
  store: DocumentStore,
  groupId: string,
  viewerId: string,
  { requireAccess }: { requireAccess: boolean },
): Promise<{ group: GroupDocument; membership: GroupMemberDocument | null }> {
  const group = await store.collection(GROUPS).findOne({ _id: groupId });
  if (!group) throw notFound('GROUPS.NOT_FOUND', 'Group not found');
  const membership = await store
    .collection(GROUP_MEMBERS)
    .findOne({ _id: `${groupId}:${viewerId}` });
  if (requireAccess && group.isPrivate && !membership) {
    throw forbidden(
      'GROUPS.PRIVATE',
      'This group is private: only its members see its members and posts.',
    );
  }
  return { group, membership };
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
