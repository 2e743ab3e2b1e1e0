import { Inject, Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { Metrics } from '../operations/index.js';

export type EmailOutcome = 'sent' | 'retried' | 'failed' | 'expired';

/** The outbox in /metrics: `notification_emails_total{outcome}`, every outcome from the first scrape. */
@Injectable()
export class NotificationMetrics {
  private readonly emails: Counter<'outcome'>;

  constructor(@Inject(Metrics) metrics: Metrics) {
    this.emails = new Counter({
      name: 'notification_emails_total',
      help: 'Notification emails by outcome: sent, retried (an SMTP failure, tried again later), failed (given up) or expired (too late to be useful)',
      labelNames: ['outcome'],
      registers: [metrics.registry],
    });
    for (const outcome of ['sent', 'retried', 'failed', 'expired'] as const)
      this.emails.inc({ outcome }, 0);
  }

  emailOutcome(outcome: EmailOutcome, count = 1): void {
    this.emails.inc({ outcome }, count);
  }
}
