/**
 * Latest-state-wins throttling per key (one meetup's room): the first change
 * runs `work` right away (on the next turn of the event loop), changes during the following `intervalMs` are folded
 * into one more run after it, so a room gets at most one update per interval
 * however many changes a burst brings, and the last run always starts after
 * the last change (nothing is lost at the end of a burst). `work` reads the
 * state when it runs, so it sends the latest.
 */
export class PerKeyThrottle {
  /** Keys whose window is open: `started` once work has begun, `again` when a change came after. */
  private readonly open = new Map<string, { started: boolean; again: boolean }>();

  constructor(
    private readonly intervalMs: number,
    private readonly work: (key: string) => Promise<void>,
  ) {}

  /** Something about `key` changed. */
  changed(key: string): void {
    const window = this.open.get(key);
    if (window) {
      // Before work begins it will read this change anyway.
      if (window.started) window.again = true;
      return;
    }
    const opened = { started: false, again: false };
    this.open.set(key, opened);
    // One event changes several documents, each notified in the same tick: they make one run.
    setImmediate(() => void this.run(key, opened));
  }

  private async run(key: string, window: { started: boolean; again: boolean }): Promise<void> {
    window.started = true;
    await this.work(key);
    setTimeout(() => {
      this.open.delete(key);
      if (window.again) this.changed(key);
    }, this.intervalMs).unref();
  }
}
