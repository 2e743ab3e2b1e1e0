import type { GroupEvent, StoredPackMeetEvent } from '@packmeet/backend/contracts/events';
import { groupSettingsEvents } from '@packmeet/backend/contracts/events';
import { groupMembershipEvents } from '@packmeet/backend/contracts/events';
import { GROUP_HISTORY } from '@packmeet/backend/contracts/read-models';
import { defineProjection, upsert, type ProjectionHandlers } from '../projection.js';
import { positionKey } from '../runner/position-key.js';

/** Whom an event is about, when it is about someone other than its actor. */
function subjectOf(data: Record<string, unknown>): string | null {
  const subject = data.userId ?? data.toUserId ?? null;
  return typeof subject === 'string' ? subject : null;
}

/** The fields every entry has; `position` orders entries of the group's and its posts' streams together. */
function fields(event: StoredPackMeetEvent, subjectId: string | null) {
  return {
    revision: Number(event.revision),
    position: positionKey(event.position),
    type: event.type,
    actorId: event.metadata.userId,
    subjectId,
    at: event.metadata.occurredAt,
  };
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
      $set: { groupId, ...fields(event, subjectOf(details)), details },
    }),
  ];
}

/**
 * A post or comment an organizer (or an administrator) hid, from the post's
 * stream: who hid it, whose it was and why. The words stay out (hidden means
 * hidden, organizers included).
 */
function hiding(event: StoredPackMeetEvent) {
  const { groupId, postId, authorId, ...details } = event.data as {
    groupId: string;
    postId: string;
    authorId?: string;
  };
  return [
    upsert(GROUP_HISTORY, `${groupId}:${event.streamName}:${event.revision}`, {
      $set: { groupId, ...fields(event, authorId ?? null), details: { postId, ...details } },
    }),
  ];
}

export const groupHistoryProjection = defineProjection({
  name: 'group-history',
  // 2: entries carry their position, and hidden posts and comments are entries.
  version: 2,
  collections: [GROUP_HISTORY],
  indexes: [{ collection: GROUP_HISTORY, spec: { keys: { groupId: 1, position: -1 } } }],
  handlers: {
    ...(Object.fromEntries(
      [...groupSettingsEvents, ...groupMembershipEvents].map((definition) => [
        definition.type,
        entry,
      ]),
    ) as ProjectionHandlers),
    PostHidden: hiding,
    CommentHidden: hiding,
  },
});
