import { NOTIFICATION_EMAILS } from '@packmeet/backend/contracts/notifications';
import { type ProjectionHandlers, upsert } from '../projection.js';

/** A direct email not sent within this long is no longer worth sending (the trainer can invite again). */
const SHELF_LIFE_MS = 48 * 3_600_000;

/**
 * Emails to an address rather than to a member (docs/notifications.md,
 * "Direct emails"): a trainer's invite to a client. Queued in the same outbox,
 * under the invite's code, so a replay writes the same document again.
 */
export const directEmailHandlers: ProjectionHandlers = {
  ClientInvited: ({ data, metadata }) => {
    if (data.email === null) return [];
    const createdAt = metadata.occurredAt;
    return [
      upsert(NOTIFICATION_EMAILS, `client-invite:${data.code}`, {
        $set: {
          userId: '',
          to: data.email,
          kind: 'client-invite',
          actorName: data.trainerName,
          createdAt,
          link: `/client-invite/${data.code}`,
          status: 'queued',
          attempts: 0,
          notBefore: createdAt,
          expiresAt: new Date(Date.parse(createdAt) + SHELF_LIFE_MS).toISOString(),
          lastError: null,
          sentAt: null,
        },
      }),
    ];
  },
};
