import { removeAll, whenForgotten } from '../forgetting.js';
import { defineProjection, remove, update, upsert } from '../projection.js';
import { GROUP_INVITES, GROUP_JOIN_REQUESTS } from '@packmeet/backend/contracts/read-models';

const requestId = (groupId: string, userId: string) => `${groupId}:${userId}`;

/** A request is gone once decided or withdrawn; GroupJoined follows an approval in the same append. */
const settled = ({ data }: { data: { groupId: string; userId: string } }) => [
  remove(GROUP_JOIN_REQUESTS, { _id: requestId(data.groupId, data.userId) }),
];

/**
 * Who is waiting to get into which group (the organizers' queue, the
 * requester's "request sent"), and each group's invite links with how often
 * they were used.
 */
export const groupAdmissionProjection = defineProjection({
  name: 'group-admission',
  version: 1,
  collections: [GROUP_JOIN_REQUESTS, GROUP_INVITES],
  indexes: [
    { collection: GROUP_JOIN_REQUESTS, spec: { keys: { groupId: 1 } } },
    { collection: GROUP_INVITES, spec: { keys: { groupId: 1 } } },
    { collection: GROUP_INVITES, spec: { keys: { code: 1 } } },
  ],
  handlers: {
    // A forgotten member can no longer join: their open requests go.
    ...whenForgotten((userId) => [removeAll(GROUP_JOIN_REQUESTS, { userId })]),
    GroupJoinRequested: ({ data, metadata }) => [
      upsert(GROUP_JOIN_REQUESTS, requestId(data.groupId, data.userId), {
        $set: {
          groupId: data.groupId,
          userId: data.userId,
          message: data.message,
          dogIds: data.dogIds,
          houseRulesAccepted: data.houseRulesAccepted,
          inviteId: data.inviteId,
          createdAt: metadata.occurredAt,
        },
      }),
      // The decider counts a use at the request, so a link's last use cannot be raced by approvals.
      ...(data.inviteId === null
        ? []
        : [update(GROUP_INVITES, { _id: data.inviteId }, { $inc: { uses: 1 } })]),
    ],
    GroupJoinApproved: settled,
    GroupJoinDeclined: settled,
    GroupJoinRequestWithdrawn: settled,
    GroupJoined: settled,
    InviteLinkCreated: ({ data, metadata }) => [
      upsert(GROUP_INVITES, data.inviteId, {
        $set: {
          groupId: data.groupId,
          code: data.code,
          expiresAt: data.expiresAt,
          maxUses: data.maxUses,
          uses: 0,
          revoked: false,
          createdAt: metadata.occurredAt,
          createdBy: data.createdBy,
        },
      }),
    ],
    InviteLinkRevoked: ({ data }) => [
      update(GROUP_INVITES, { _id: data.inviteId }, { $set: { revoked: true } }),
    ],
  },
});
