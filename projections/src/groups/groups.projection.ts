import { defineProjection, remove, update, upsert } from '../projection.js';
import { GROUPS, GROUP_MEMBERS } from '@packmeet/backend/contracts/read-models';

const membershipId = (groupId: string, userId: string) => `${groupId}:${userId}`;

/** Groups with their member counts, and who belongs to which group. */
export const groupsProjection = defineProjection({
  name: 'groups',
  version: 1,
  collections: [GROUPS, GROUP_MEMBERS],
  indexes: [
    { collection: GROUPS, spec: { keys: { state: 1 } } },
    { collection: GROUP_MEMBERS, spec: { keys: { groupId: 1 } } },
    { collection: GROUP_MEMBERS, spec: { keys: { userId: 1 } } },
  ],
  handlers: {
    GroupCreated: ({ data, metadata }) => {
      const { groupId, ...group } = data;
      return [
        upsert(GROUPS, groupId, {
          $set: {
            ...group,
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
    GroupLeft: ({ data }) => [
      update(GROUPS, { _id: data.groupId }, { $inc: { memberCount: -1 } }),
      remove(GROUP_MEMBERS, { _id: membershipId(data.groupId, data.userId) }),
    ],
  },
});
