import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { RequireUser } from '../../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import {
  EMAIL_STATUSES,
  NOTIFICATION_EMAILS,
  type NotificationEmailDocument,
  type OutboxResponse,
} from '../../../contracts/notifications.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { forbidden } from '../../../shared/errors.js';

/** How many of the latest emails the page lists. */
const RECENT = 50;

/** By createdAt, newest first; emails queued by one event (one createdAt) by `_id`. */
const newestFirst = (a: NotificationEmailDocument, b: NotificationEmailDocument): number =>
  compareStrings(b.createdAt, a.createdAt) || compareStrings(a._id, b._id);

/** Strings by UTF-16 code units, as the store compares them (ISO dates sort as time). */
const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The admin page's outbox: whether email is on, how many emails are in each state, the latest 50. */
@Controller('api/admin/notifications')
@UseGuards(RequireUser)
export class OutboxController {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async outbox(@SignedIn() { user }: Caller): Promise<OutboxResponse> {
    if (!user.isAdmin) throw forbidden('AUTH.ADMIN_ONLY', 'Only administrators may see this.');
    const emails = this.store.collection(NOTIFICATION_EMAILS);
    const counts = await Promise.all(
      EMAIL_STATUSES.map(async (status) => [status, await emails.countDocuments({ status })]),
    );
    // Why $natural: an email is inserted when the projection folds the event that queues it, so
    // the last 50 inserted are the newest 50. The outbox is on disk (ADR 044), and a sort by
    // createdAt would decode every email in it; the walk back decodes these 50.
    const latest = await emails.find({}, { sort: { $natural: -1 }, limit: RECENT });
    const recent = latest.sort(newestFirst);
    return {
      emailEnabled: this.config.mail !== null,
      counts: Object.fromEntries(counts) as OutboxResponse['counts'],
      recent: recent.map(({ _id, kind, status, attempts, createdAt, lastError }) => ({
        id: _id,
        kind,
        status,
        attempts,
        createdAt,
        lastError,
      })),
    };
  }
}
