import type { AppConfig } from '../../config/config.js';
import type { EventStore } from '../../event-store/event-store.port.js';
import { PersonalDataEventStore } from '../../event-store/personal-data/personal-data.event-store.js';
import { SqliteEventStore } from '../../event-store/sqlite.event-store.js';
import type { Engines } from '../../infrastructure/engines.js';
import { ObservedEventStore } from '../../infrastructure/logging/observed-event-store.js';
import type { Logger } from '../../shared/logger.js';
import { pacedEvents } from './paced-events.js';
import type { ProjectionOperations } from './projection-operations.port.js';
import { ProjectionReplays } from './projection-replays.js';
import { RemoteProjectionOperations } from './remote.projection-operations.js';

/**
 * How long a replay may hold the event loop at a time while it rebuilds. It
 * shares the process with the HTTP server (embedded mode): a request arriving
 * mid-slice waits at most about this long. See docs/operations.md (Replaying projections).
 */
export const REPLAY_SLICE_MS = 3;
/** Smaller write batches than boot's, so one bulk write fits in a slice. */
export const REPLAY_BATCH_WRITES = 250;

/**
 * Replays where the runner is: in this process (embedded mode, and the
 * compose projections worker), or forwarded to the worker (compose API).
 */
export function projectionOperationsFor(
  config: AppConfig,
  engines: Pick<Engines, 'runner' | 'eventStore' | 'documentStore' | 'projections'> &
    Partial<Pick<Engines, 'snapshots'>>,
  logger: Logger,
): ProjectionOperations {
  if (!engines.runner) {
    return new RemoteProjectionOperations(config.projectionsAdmin.workerUrl, config.jwt.secret);
  }
  const { eventStore, runner, snapshots } = engines;
  // The app hands modules the log wrapped for metrics; paced pages need the SQLite adapter itself.
  const log = eventStore instanceof ObservedEventStore ? eventStore.inner : eventStore;
  return new ProjectionReplays({
    runner: engines.runner,
    eventStore,
    replayEvents: pagesOf(log) ? pacedEvents(eventStore, pagesOf(log)!) : undefined,
    documentStore: engines.documentStore,
    projections: engines.projections,
    logger: logger.child({ component: 'replays' }),
    yieldEveryMs: REPLAY_SLICE_MS,
    restMs: config.projectionsAdmin.replayRestMs,
    batchWrites: REPLAY_BATCH_WRITES,
    // A replay's rebuilt read models are written at once, not folded again at the next start.
    afterReplay: snapshots ? (names) => snapshots.save(runner, { force: true, names }) : undefined,
  });
}

/** Pages of the log as replays read them: opened by the personal-data layer when it is there. */
function pagesOf(log: EventStore) {
  if (log instanceof PersonalDataEventStore) return log.pages();
  if (log instanceof SqliteEventStore)
    return (after: bigint, limit: number) => log.readPage(after, limit);
  return undefined;
}
