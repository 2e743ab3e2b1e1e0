import type { GroupEvent, StoredPackMeetEvent } from '@packmeet/backend/contracts/events';
import { groupSettingsEvents } from '@packmeet/backend/contracts/events';
import { groupMembershipEvents } from '@packmeet/backend/contracts/events';
import { GROUP_HISTORY } from '@packmeet/backend/contracts/read-models';
import { defineProjection, upsert, type ProjectionHandlers } from '../projection.js';

/** Whom an event is about, when it is about someone other than its actor. */
function subjectOf(data: Record<string, unknown>): string | null {
  const subject = data.userId ?? data.toUserId ?? null;
  return typeof subject === 'string' ? subject : null;
}

/**
 * One entry per event of a group's stream, for the organizers' history and
 * administrators' audits. An invite link's code is a secret: it stays out.
 */
function entry(event: StoredPackMeetEvent) {
  const {
    groupId,
    code: _code,
    ...details
  } = event.data as GroupEvent['data'] & {
    groupId: string;
    code?: string;
  };
  return [
    upsert(GROUP_HISTORY, `${groupId}:${event.revision}`, {
      $set: {
        groupId,
        revision: Number(event.revision),
        type: event.type,
        actorId: event.metadata.userId,
        subjectId: subjectOf(details),
        at: event.metadata.occurredAt,
        details,
      },
    }),
  ];
}

export const groupHistoryProjection = defineProjection({
  name: 'group-history',
  version: 1,
  collections: [GROUP_HISTORY],
  indexes: [{ collection: GROUP_HISTORY, spec: { keys: { groupId: 1, revision: -1 } } }],
  handlers: Object.fromEntries(
    [...groupSettingsEvents, ...groupMembershipEvents].map((definition) => [
      definition.type,
      entry,
    ]),
  ) as ProjectionHandlers,
});
