import {
  NotificationEmailClaimed,
  NotificationEmailFailed,
  NotificationEmailSent,
} from '../../contracts/events.js';
import type { Decider } from '../../shared/decider.js';

/*
 * One email of the outbox, stream `notification-email-<key>`. A sender must
 * claim an attempt before it talks to SMTP: the claim is appended with the
 * revision it was decided on, so of two senders only one gets it, and no one
 * else may take the email until the claim's lease has passed (the sender
 * died). Sent and failed are recorded on the same stream.
 */

export const MAX_EMAIL_ATTEMPTS = 5;

type EmailEvent =
  | ReturnType<typeof NotificationEmailClaimed>
  | ReturnType<typeof NotificationEmailSent>
  | ReturnType<typeof NotificationEmailFailed>;

export interface EmailState {
  attempts: number;
  leaseUntil: string | null;
  done: boolean;
}

export type EmailCommand =
  | { type: 'ClaimEmail'; emailId: string; now: Date; leaseMs: number }
  | { type: 'RecordEmailSent'; emailId: string; attempt: number; messageId: string }
  | {
      type: 'RecordEmailFailed';
      emailId: string;
      attempt: number;
      reason: string;
      now: Date;
      /** First retry's delay; each later one doubles it. */
      backoffMs: number;
    }
  | { type: 'GiveUpEmail'; emailId: string; reason: string };

export const emailStream = (emailId: string) => `notification-email-${emailId}`;

export const notificationEmailDecider: Decider<EmailState, EmailCommand, EmailEvent> = {
  initialState: () => ({ attempts: 0, leaseUntil: null, done: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'NotificationEmailClaimed':
        return { ...state, attempts: event.data.attempt, leaseUntil: event.data.leaseUntil };
      case 'NotificationEmailSent':
        return { ...state, done: true, leaseUntil: null };
      case 'NotificationEmailFailed':
        return { ...state, done: event.data.retryAt === null, leaseUntil: null };
    }
  },
  decide: (command, state) => {
    if (state.done) return [];
    switch (command.type) {
      case 'ClaimEmail':
        if (state.leaseUntil !== null && state.leaseUntil > command.now.toISOString()) return [];
        return [
          NotificationEmailClaimed({
            emailId: command.emailId,
            attempt: state.attempts + 1,
            leaseUntil: new Date(command.now.getTime() + command.leaseMs).toISOString(),
          }),
        ];
      case 'RecordEmailSent':
        if (command.attempt !== state.attempts) return [];
        return [
          NotificationEmailSent({
            emailId: command.emailId,
            attempt: command.attempt,
            messageId: command.messageId,
          }),
        ];
      case 'RecordEmailFailed': {
        // A later attempt already owns the email: this one's outcome no longer counts.
        if (command.attempt !== state.attempts) return [];
        const retryAt =
          command.attempt >= MAX_EMAIL_ATTEMPTS
            ? null
            : new Date(
                command.now.getTime() + command.backoffMs * 2 ** (command.attempt - 1),
              ).toISOString();
        return [
          NotificationEmailFailed({
            emailId: command.emailId,
            attempt: command.attempt,
            reason: command.reason,
            retryAt,
          }),
        ];
      }
      case 'GiveUpEmail':
        return [
          NotificationEmailFailed({
            emailId: command.emailId,
            attempt: state.attempts,
            reason: command.reason,
            retryAt: null,
          }),
        ];
    }
  },
};
