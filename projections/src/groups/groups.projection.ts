import {
  defineProjection,
  remove,
  update,
  upsert,
  type DocumentChange,
  type ProjectionView,
} from '../projection.js';
import {
  GROUPS,
  GROUP_MEMBERS,
  type GroupMemberDocument,
} from '@packmeet/backend/contracts/read-models';
import { kindOf, NO_ENTRY_RULES } from '@packmeet/backend/contracts/entry-rules';
import { UNKNOWN_ACTIVITY_PROFILE } from '@packmeet/backend/contracts/activities';

const membershipId = (groupId: string, userId: string) => `${groupId}:${userId}`;

const leaving = (groupId: string, userId: string): DocumentChange[] => [
  update(GROUPS, { _id: groupId }, { $inc: { memberCount: -1 } }),
  remove(GROUP_MEMBERS, { _id: membershipId(groupId, userId) }),
];

/**
 * A forgotten member belongs to no group any more. Deleting an account (and
 * an administrator's forget through the route) leaves each group first
 * (GroupLeft), so this finds nothing then; it is for `npm run forget` and
 * members forgotten before that, who would otherwise stay listed as
 * "Former member". A group's owner stays: a group keeps its owner.
 */
async function forgottenLeaves(userId: string, view: ProjectionView): Promise<DocumentChange[]> {
  const memberships = await view.find<GroupMemberDocument>(GROUP_MEMBERS, {
    userId,
    role: { $ne: 'owner' },
  });
  return memberships.flatMap((membership) => leaving(membership.groupId, userId));
}

/** Groups with their kind, rules and member counts, and who belongs to which group in what role. */
export const groupsProjection = defineProjection({
  name: 'groups',
  version: 3,
  collections: [GROUPS, GROUP_MEMBERS],
  indexes: [
    { collection: GROUPS, spec: { keys: { state: 1 } } },
    { collection: GROUP_MEMBERS, spec: { keys: { groupId: 1 } } },
    { collection: GROUP_MEMBERS, spec: { keys: { userId: 1 } } },
  ],
  handlers: {
    GroupCreated: ({ data, metadata }) => {
      // The group's kind is the fact kept; readers ask the access policy what it allows.
      const {
        groupId,
        kind: _kind,
        isPrivate: _isPrivate,
        rules,
        activities,
        level,
        ...group
      } = data;
      const kind = kindOf(data);
      return [
        upsert(GROUPS, groupId, {
          $set: {
            ...group,
            kind,
            rules: rules ?? NO_ENTRY_RULES,
            activities: activities ?? UNKNOWN_ACTIVITY_PROFILE.activities,
            level: level ?? UNKNOWN_ACTIVITY_PROFILE.level,
            ownerId: data.creatorId,
            coverImage: null,
            memberCount: 1,
            createdAt: metadata.occurredAt,
            updatedAt: metadata.occurredAt,
          },
        }),
        upsert(GROUP_MEMBERS, membershipId(groupId, data.creatorId), {
          $set: { groupId, userId: data.creatorId, role: 'owner', joinedAt: metadata.occurredAt },
        }),
      ];
    },
    GroupDetailsChanged: ({ data, metadata }) => [
      update(
        GROUPS,
        { _id: data.groupId },
        { $set: { ...data.changes, updatedAt: metadata.occurredAt } },
      ),
    ],
    GroupKindChanged: ({ data, metadata }) => [
      update(
        GROUPS,
        { _id: data.groupId },
        {
          $set: { kind: data.kind, updatedAt: metadata.occurredAt },
        },
      ),
    ],
    GroupRulesChanged: ({ data, metadata }) => [
      update(
        GROUPS,
        { _id: data.groupId },
        { $set: { rules: data.rules, updatedAt: metadata.occurredAt } },
      ),
    ],
    GroupActivitiesChanged: ({ data, metadata }) => [
      update(
        GROUPS,
        { _id: data.groupId },
        {
          $set: { activities: data.activities, level: data.level, updatedAt: metadata.occurredAt },
        },
      ),
    ],
    GroupJoined: ({ data, metadata }) => [
      update(GROUPS, { _id: data.groupId }, { $inc: { memberCount: 1 } }),
      upsert(GROUP_MEMBERS, membershipId(data.groupId, data.userId), {
        $set: {
          groupId: data.groupId,
          userId: data.userId,
          role: data.role,
          joinedAt: metadata.occurredAt,
        },
      }),
    ],
    GroupLeft: ({ data }) => leaving(data.groupId, data.userId),
    GroupMemberRemoved: ({ data }) => leaving(data.groupId, data.userId),
    AccountDeleted: ({ data }, view) => forgottenLeaves(data.userId, view),
    MemberForgotten: ({ data }, view) => forgottenLeaves(data.userId, view),
    CoOrganizerAppointed: ({ data }) => [
      update(
        GROUP_MEMBERS,
        { _id: membershipId(data.groupId, data.userId) },
        { $set: { role: 'co-organizer' } },
      ),
    ],
    CoOrganizerDismissed: ({ data }) => [
      update(
        GROUP_MEMBERS,
        { _id: membershipId(data.groupId, data.userId) },
        { $set: { role: 'member' } },
      ),
    ],
    GroupOwnershipTransferred: ({ data }) => [
      update(GROUPS, { _id: data.groupId }, { $set: { ownerId: data.toUserId } }),
      update(
        GROUP_MEMBERS,
        { _id: membershipId(data.groupId, data.fromUserId) },
        { $set: { role: 'co-organizer' } },
      ),
      update(
        GROUP_MEMBERS,
        { _id: membershipId(data.groupId, data.toUserId) },
        { $set: { role: 'owner' } },
      ),
    ],
  },
});
