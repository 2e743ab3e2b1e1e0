import type { StoredPackMeetEvent } from '../../contracts/events.js';
import type {
  DocumentChange,
  Projection,
  ProjectionHandlers,
  ProjectionView,
} from '@packmeet/projections/projection';
import type { Logger } from '../../shared/logger.js';

type Handler = (
  event: StoredPackMeetEvent,
  view: ProjectionView,
) => DocumentChange[] | Promise<DocumentChange[]>;

/**
 * The projections, each handler wrapped to log one line per event it folds,
 * with the event's correlation id: the last link from an HTTP request through
 * its command and events to the read models. The runner stores the changes
 * right after (once live, before the next event); when storing fails it logs
 * its own error line with the same correlation id.
 *
 * One line per projection per event is a lot, so these lines are debug once
 * the runner is live and trace while it catches up (a boot replays the whole
 * log). Below debug nothing is wrapped and the runner's hot path is untouched.
 */
export function logProjectionActivity(
  projections: readonly Projection[],
  logger: Logger,
  isLive: () => boolean,
): readonly Projection[] {
  const log = logger.child({ component: 'projections' });
  if (!log.isLevelEnabled('debug')) return projections;
  const traceEnabled = log.isLevelEnabled('trace');

  return projections.map((projection) => {
    const handlers: Record<string, Handler> = {};
    for (const [type, handler] of Object.entries(projection.handlers) as [string, Handler][]) {
      handlers[type] = (event, view) => {
        const report = (changes: DocumentChange[]) => {
          const live = isLive();
          if (live || traceEnabled) {
            log[live ? 'debug' : 'trace'](
              {
                correlationId: event.metadata.correlationId,
                projection: projection.name,
                eventId: event.eventId,
                eventType: event.type,
                position: event.position.toString(),
                changes: changes.length,
              },
              `projection ${projection.name} applied ${event.type}`,
            );
          }
          return changes;
        };
        const returned = handler(event, view);
        // Keep synchronous handlers synchronous: the runner skips an await for them.
        return Array.isArray(returned) ? report(returned) : returned.then(report);
      };
    }
    return { ...projection, handlers: handlers as ProjectionHandlers };
  });
}
