import { BLOCKS, REPORTS, SUSPENSIONS } from '@packmeet/backend/contracts/moderation';
import { whenForgotten } from '../forgetting.js';
import { defineProjection, remove, update, updateAll, upsert } from '../projection.js';

/**
 * Reports with their outcome (the admin queue reads the open ones), each
 * member's block list (feeds leave out what blocked members wrote) and the
 * suspensions in force (the sign-in and the guard refuse their members).
 */
export const moderationProjection = defineProjection({
  name: 'moderation',
  version: 1,
  collections: [REPORTS, BLOCKS, SUSPENSIONS],
  indexes: [
    { collection: REPORTS, spec: { keys: { status: 1, createdAt: 1 } } },
    { collection: BLOCKS, spec: { keys: { blockerId: 1 } } },
  ],
  handlers: {
    // What a forgotten reporter wrote goes; the report itself stays for the record.
    ...whenForgotten((reporterId) => [
      updateAll(REPORTS, { reporterId }, { $set: { details: null } }),
    ]),
    ReportFiled: ({ data, metadata }) => {
      const { reportId, ...report } = data;
      return [
        upsert(REPORTS, reportId, {
          $set: { ...report, status: 'open', createdAt: metadata.occurredAt, resolution: null },
        }),
      ];
    },
    ReportDismissed: ({ data, metadata }) => [
      update(
        REPORTS,
        { _id: data.reportId },
        {
          $set: {
            status: 'dismissed',
            resolution: {
              action: 'dismissed',
              by: data.dismissedBy,
              note: data.reason,
              at: metadata.occurredAt,
            },
          },
        },
      ),
    ],
    ReportResolved: ({ data, metadata }) => [
      update(
        REPORTS,
        { _id: data.reportId },
        {
          $set: {
            status: 'resolved',
            resolution: {
              action: data.action,
              by: data.resolvedBy,
              note: data.reason,
              at: metadata.occurredAt,
            },
          },
        },
      ),
    ],
    MemberBlocked: ({ data, metadata }) => [
      upsert(BLOCKS, `${data.blockerId}:${data.blockedId}`, {
        $set: {
          blockerId: data.blockerId,
          blockedId: data.blockedId,
          createdAt: metadata.occurredAt,
        },
      }),
    ],
    MemberUnblocked: ({ data }) => [remove(BLOCKS, { _id: `${data.blockerId}:${data.blockedId}` })],
    MemberSuspended: ({ data, metadata }) => [
      upsert(SUSPENSIONS, data.userId, {
        $set: {
          until: data.until,
          reason: data.reason,
          suspendedBy: data.suspendedBy,
          at: metadata.occurredAt,
        },
      }),
    ],
    MemberReinstated: ({ data }) => [remove(SUSPENSIONS, { _id: data.userId })],
  },
});
