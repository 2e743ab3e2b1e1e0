import type {
  EventHandler,
  GlobalPosition,
  StoredEvent,
  SubscribeOptions,
  Subscription,
} from './event-store.port.js';

/** Reads up to `limit` events after `after`, in global order. */
export type ReadPage = (after: GlobalPosition, limit: number) => Promise<StoredEvent[]>;

/** Events read per page: small pages keep a rebuild's memory flat (docs/performance.md). */
const PAGE_SIZE = 500;

/**
 * A catch-up subscription for adapters that can page through their log
 * (SQLite, in-memory): read pages until a short page says we are at the head,
 * then sleep until `wake()` is called by an append in this process or by the
 * adapter's poller noticing another process's commit.
 *
 * Events are delivered strictly one after another, each handler promise
 * awaited, so a consumer never sees event N+1 before it finished event N.
 */
export class CatchUpSubscription implements Subscription {
  private position: GlobalPosition;
  private stopped = false;
  /** Set by wake(); checked before sleeping, so a wake during a read is never lost. */
  private pendingWake = false;
  private sleeper: (() => void) | undefined;
  private running: Promise<void> | undefined;

  constructor(
    fromPosition: GlobalPosition,
    private readonly readPage: ReadPage,
    private readonly handler: EventHandler,
    private readonly options: SubscribeOptions,
    private readonly onStopped: () => void,
  ) {
    this.position = fromPosition;
  }

  start(): void {
    this.running = this.run();
  }

  /** New events may be stored: read again. */
  wake(): void {
    this.pendingWake = true;
    this.sleeper?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.sleeper?.();
    await this.running;
  }

  private async run(): Promise<void> {
    let caughtUp = false;
    try {
      while (!this.stopped) {
        this.pendingWake = false;
        const page = await this.readPage(this.position, PAGE_SIZE);
        for (const event of page) {
          if (this.stopped) return;
          const handled = this.handler(event);
          if (handled) await handled;
          this.position = event.position;
        }
        if (page.length < PAGE_SIZE) {
          if (!caughtUp) {
            caughtUp = true;
            this.options.onCaughtUp?.();
          }
          await this.sleepUntilWoken();
        }
      }
    } catch (error) {
      this.stopped = true;
      this.options.onError?.(error);
    } finally {
      this.onStopped();
    }
  }

  private sleepUntilWoken(): Promise<void> {
    if (this.pendingWake || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      this.sleeper = () => {
        this.sleeper = undefined;
        resolve();
      };
    });
  }
}
