import type {
  EventStore,
  GlobalPosition,
  StoredEvent,
  Subscription,
} from '../../event-store/event-store.port.js';

/** Events of a catch-up page: small enough that reading and parsing one stays well under a millisecond. */
const PAGE_SIZE = 250;

type ReadPage = (after: GlobalPosition, limit: number) => StoredEvent[] | Promise<StoredEvent[]>;

/**
 * The event source of a replay running next to an HTTP server. The SQLite
 * adapter's subscription reads pages of 500 events synchronously (about
 * 1-2 ms of parsing each), which would hold every request waiting behind it; a
 * replay reads small pages, giving the event loop back between them, and
 * once it has caught up hands over to the store's own subscription, which
 * delivers what arrived since and stays live.
 */
export function pacedEvents(
  store: EventStore,
  readPage: ReadPage,
): Pick<EventStore, 'subscribeToAll'> {
  return {
    subscribeToAll(fromPosition, handler, options = {}): Subscription {
      let stopped = false;
      let live: Subscription | undefined;
      const running = (async () => {
        let position = fromPosition;
        try {
          for (;;) {
            const page = await readPage(position, PAGE_SIZE);
            for (const event of page) {
              if (stopped) return;
              const handled = handler(event);
              if (handled) await handled;
              position = event.position;
            }
            if (stopped) return;
            if (page.length < PAGE_SIZE) break;
            await new Promise((resolve) => setImmediate(resolve));
          }
          live = store.subscribeToAll(position, handler, options);
        } catch (error) {
          stopped = true;
          options.onError?.(error);
        }
      })();
      return {
        stop: async () => {
          stopped = true;
          await running;
          await live?.stop();
        },
      };
    },
  };
}
