import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { NOTIFICATION_REMINDERS, dueHoursUntil } from '../../contracts/notifications.js';
import { AGGREGATES, type Aggregates } from '../../shared/aggregates.js';
import { LOGGER, type Logger } from '../../shared/logger.js';
import { reminderDecider, reminderStream } from '../domain/reminder.decider.js';
import { IntervalWorker, workerContext } from './interval-worker.js';

/** Reminders marked due per pass; a larger backlog is taken over the next passes. */
const BATCH = 1_000;

/**
 * The durable reminder schedule's clock. The schedule itself is a read model
 * folded from the log (`notification_reminders`), so a restart loses nothing;
 * each pass marks the reminders whose moment has come, late ones included
 * while their meetup has not started, through the reminder's own stream,
 * where only the first mark counts.
 */
@Injectable()
export class ReminderTimer extends IntervalWorker {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    super('reminder timer', config.notifications.tickMs, logger);
  }

  async pass(now: Date): Promise<number> {
    const at = now.toISOString();
    const due = await this.store.collection(NOTIFICATION_REMINDERS).find(
      {
        fired: false,
        dueHour: { $in: dueHoursUntil(now) },
        dueAt: { $lte: at },
        startsAt: { $gt: at },
      },
      { sort: { dueAt: 1 }, limit: BATCH },
    );
    const decided = await Promise.all(
      due.map(({ meetupId, window, startsAt }) =>
        this.aggregates.handle({
          stream: reminderStream(meetupId, window),
          decider: reminderDecider,
          context: workerContext(now),
          command: { type: 'MarkReminderDue', meetupId, window, startsAt, now },
        }),
      ),
    );
    // A reminder another process marked first is fired once its event is folded here.
    return decided.filter(({ events }) => events.length > 0).length;
  }
}
