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
  type OutboxResponse,
} from '../../../contracts/notifications.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { forbidden } from '../../../shared/errors.js';

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
    const recent = await emails.find({}, { sort: { createdAt: -1, _id: 1 }, limit: 50 });
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
