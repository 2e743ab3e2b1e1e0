import type { GlobalPosition } from '@packmeet/backend/contracts/event-store';

interface Waiter {
  position: GlobalPosition;
  settle(reached: boolean): void;
}

/**
 * Read-your-writes: a command that appended an event waits here until the
 * runner has stored what that event changed, so its answer (and the next
 * query) sees it. The runner calls release() whenever positions move.
 */
export class PositionWaiters {
  private readonly waiting = new Set<Waiter>();

  /** `reached(position)`: whether everything up to `position` is stored. */
  constructor(private readonly reached: (position: GlobalPosition) => boolean) {}

  /** Resolves true once `position` is reached, or false after `timeoutMs` or cancel(). */
  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        settle: (reached) => {
          clearTimeout(timer);
          this.waiting.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.settle(false), timeoutMs);
      this.waiting.add(waiter);
    });
  }

  /** Resolves every wait whose position is now reached. */
  release(): void {
    for (const waiter of this.waiting) {
      if (this.reached(waiter.position)) waiter.settle(true);
    }
  }

  /** Resolves every wait with false: nothing will move any more. */
  cancel(): void {
    for (const waiter of this.waiting) waiter.settle(false);
  }
}
