import { QueuedEmailsExpired } from '../../contracts/events.js';
import type { Decider } from '../../shared/decider.js';

/*
 * Giving up, while email is off, what nothing sent in time: stream
 * `notification-outbox`, one event per sweep rather than one per email. A
 * sweep no later than the last one recorded (another server's) adds nothing.
 */

type ExpiryEvent = ReturnType<typeof QueuedEmailsExpired>;

export interface ExpireQueuedEmails {
  type: 'ExpireQueuedEmails';
  now: Date;
}

export const OUTBOX_STREAM = 'notification-outbox';

export const outboxExpiryDecider: Decider<
  { expiredBy: string | null },
  ExpireQueuedEmails,
  ExpiryEvent
> = {
  initialState: () => ({ expiredBy: null }),
  evolve: (_state, event) => ({ expiredBy: event.data.expiredBy }),
  decide: (command, state) => {
    const expiredBy = command.now.toISOString();
    if (state.expiredBy !== null && state.expiredBy >= expiredBy) return [];
    return [QueuedEmailsExpired({ expiredBy })];
  },
};
