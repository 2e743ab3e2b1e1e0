import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import {
  EMAIL_EXPIRED,
  NOTIFICATION_EMAILS,
  isAccountEmail,
  type AccountEmailKind,
  type QueuedEmailDocument,
  type NotificationKind,
} from '../../contracts/notifications.js';
import { USERS } from '../../contracts/read-models.js';
import { AGGREGATES, type Aggregates } from '../../shared/aggregates.js';
import { LOGGER, type Logger } from '../../shared/logger.js';
import {
  emailStream,
  notificationEmailDecider,
  type EmailCommand,
} from '../domain/notification-email.decider.js';
import { OUTBOX_STREAM, outboxExpiryDecider } from '../domain/outbox-expiry.decider.js';
import { emailMessage } from '../email/email-message.js';
import { directEmailMessage, isDirectEmail } from '../email/direct-email-message.js';
import { accountEmailMessage } from '../email/account-email-message.js';
import { accountToken } from '../../accounts/index.js';
import { MAILER, type Mailer } from '../email/mailer.port.js';
import { unsubscribeToken } from '../email/unsubscribe-token.js';
import { NotificationMetrics } from '../notification-metrics.js';
import { IntervalWorker, workerContext } from './interval-worker.js';

/** Emails taken per pass, and how many talk to SMTP at once. */
const BATCH = 500;
const CONCURRENCY = 20;
/** How long a claim keeps other senders off: longer than any SMTP exchange. */
const LEASE_MS = 2 * 60_000;
/** With email off, how often the queue is looked at for emails past their moment. */
const EXPIRY_SWEEP_MS = 3_600_000;

/**
 * Sends the outbox. For each due email it claims an attempt on the email's
 * stream (of several senders only one gets it), hands it to SMTP and records
 * the outcome there; a failure is retried later with backoff, and an email
 * past its use (a reminder after the meetup began) is given up. A sender that
 * dies mid-attempt loses only its lease: the email is taken again after it.
 */
@Injectable()
export class OutboxSender extends IntervalWorker {
  /** When email is off: the last look for emails past their moment. */
  private sweptAt: number | null = null;

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(NotificationMetrics) private readonly metrics: NotificationMetrics,
    @Inject(LOGGER) logger: Logger,
    @Optional() @Inject(MAILER) private readonly mailer: Mailer | null,
  ) {
    super('email outbox', config.notifications.tickMs, logger);
  }

  private sends(): boolean {
    return Boolean(this.mailer) && this.config.mail !== null;
  }

  override async onModuleDestroy(): Promise<void> {
    await super.onModuleDestroy();
    this.mailer?.close();
  }

  async pass(now: Date): Promise<number> {
    if (!this.sends()) {
      await this.expireWhileOff(now);
      return 0;
    }
    // Queued and sending emails only: the ones that keep what their message is written from.
    const due = (await this.store
      .collection(NOTIFICATION_EMAILS)
      .find(
        { status: { $in: ['queued', 'sending'] }, notBefore: { $lte: now.toISOString() } },
        { sort: { notBefore: 1 }, limit: BATCH },
      )) as QueuedEmailDocument[];
    let next = 0;
    const worker = async () => {
      while (next < due.length) await this.attempt(due[next++]!, now);
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return due.length;
  }

  /**
   * Email is off: nothing takes the queue, so what has passed its moment is
   * given up in one event (the projection settles each such email), at most
   * once per EXPIRY_SWEEP_MS. Emails still worth sending stay queued: turning
   * email on sends them, as it sends a sign-up's verification link.
   */
  private async expireWhileOff(now: Date): Promise<void> {
    if (this.sweptAt !== null && now.getTime() - this.sweptAt < EXPIRY_SWEEP_MS) return;
    this.sweptAt = now.getTime();
    const expired = await this.store
      .collection(NOTIFICATION_EMAILS)
      .countDocuments({ status: 'queued', expiresAt: { $lte: now.toISOString() } });
    if (expired === 0) return;
    const swept = await this.aggregates.handle({
      stream: OUTBOX_STREAM,
      decider: outboxExpiryDecider,
      context: workerContext(now),
      command: { type: 'ExpireQueuedEmails', now },
    });
    if (swept.events.length > 0) this.metrics.emailOutcome('expired', expired);
  }

  private record(emailId: string, command: EmailCommand, now: Date) {
    return this.aggregates.handle({
      stream: emailStream(emailId),
      decider: notificationEmailDecider,
      context: workerContext(now),
      command,
    });
  }

  private messageFor(
    email: QueuedEmailDocument & { kind: NotificationKind | AccountEmailKind },
    user: { email: string; firstName: string },
  ) {
    const { secret } = this.config.jwt;
    const { kind } = email;
    if (isAccountEmail(kind)) {
      const token = accountToken(secret, kind, email.userId, email.requestId ?? '');
      const to = { email: email.to ?? user.email, firstName: user.firstName };
      return accountEmailMessage({ ...email, kind }, to, {
        publicUrl: this.config.publicUrl,
        token,
      });
    }
    const token = unsubscribeToken(secret, email.userId, kind);
    return emailMessage({ ...email, kind }, user, {
      publicUrl: this.config.publicUrl,
      unsubscribeUrl: `${this.config.publicUrl}/api/notifications/unsubscribe?token=${token}`,
    });
  }

  private async attempt(email: QueuedEmailDocument, passStarted: Date): Promise<void> {
    // A long pass must not claim with its start's clock: leases and expiry are judged now.
    const now = new Date(Math.max(passStarted.getTime(), Date.now()));
    const emailId = email._id;
    if (email.expiresAt <= now.toISOString()) {
      const reason = EMAIL_EXPIRED;
      if ((await this.record(emailId, { type: 'GiveUpEmail', emailId, reason }, now)).events.length)
        this.metrics.emailOutcome('expired');
      return;
    }
    const claimed = await this.record(
      emailId,
      { type: 'ClaimEmail', emailId, now, leaseMs: LEASE_MS },
      now,
    );
    const claim = claimed.events[0];
    if (claim?.type !== 'NotificationEmailClaimed') return;
    const attempt = claim.data.attempt;
    // A direct email goes to its address; every other one to a member, who must still exist.
    const user = isDirectEmail(email)
      ? null
      : await this.store.collection(USERS).findOne({ _id: email.userId });
    if (!isDirectEmail(email) && !user) {
      await this.record(emailId, { type: 'GiveUpEmail', emailId, reason: 'no such user' }, now);
      this.metrics.emailOutcome('failed');
      return;
    }
    const message = isDirectEmail(email)
      ? directEmailMessage(email, this.config.publicUrl)
      : this.messageFor(email as Parameters<OutboxSender['messageFor']>[0], user!);
    try {
      const { messageId } = await this.mailer!.send(this.config.mail!.from, message);
      await this.record(emailId, { type: 'RecordEmailSent', emailId, attempt, messageId }, now);
      this.metrics.emailOutcome('sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failed = await this.record(
        emailId,
        {
          type: 'RecordEmailFailed',
          emailId,
          attempt,
          reason: reason.slice(0, 500),
          now,
          backoffMs: this.config.notifications.retryBackoffMs,
        },
        now,
      );
      const retrying =
        failed.events[0]?.type === 'NotificationEmailFailed' &&
        failed.events[0].data.retryAt !== null;
      this.metrics.emailOutcome(retrying ? 'retried' : 'failed');
      this.logger.warn({ emailId, attempt, reason }, 'notification email not sent');
    }
  }
}
