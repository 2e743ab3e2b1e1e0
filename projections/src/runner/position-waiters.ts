import type { GlobalPosition } from '@packmeet/backend/contracts/event-store';

interface Waiter {
  position: GlobalPosition;
  settle(reached: boolean): void;
}

/**
 * Read-your-writes: a command that appended an event waits here until the
 * runner has stored what that event changed, so its answer (and the next
 * query) sees it. The runner calls release() whenever positions move.
 *
 * Waiters are kept ordered by position, and `reached` is monotone (reaching
 * a position reaches every earlier one), so release() settles from the front
 * and stops at the first still waiting: its cost follows the waits it ends,
 * not how many are waiting.
 */
export class PositionWaiters {
  private waiting: Waiter[] = [];

  /** `reached(position)`: whether everything up to `position` is stored. */
  constructor(private readonly reached: (position: GlobalPosition) => boolean) {}

  /** How many waits are pending. */
  get size(): number {
    return this.waiting.length;
  }

  /** Resolves true once `position` is reached, or false after `timeoutMs` or cancel(). */
  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        settle: (reached) => {
          clearTimeout(timer);
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.settle(false), timeoutMs);
      this.waiting.splice(this.insertionPoint(position), 0, waiter);
    });
  }

  /** Resolves every wait whose position is now reached. */
  release(): void {
    let settled = 0;
    while (settled < this.waiting.length && this.reached(this.waiting[settled]!.position)) {
      settled += 1;
    }
    if (settled === 0) return;
    const done = this.waiting.splice(0, settled);
    for (const waiter of done) waiter.settle(true);
  }

  /** Resolves every wait with false: nothing will move any more. */
  cancel(): void {
    for (const waiter of this.waiting.splice(0)) waiter.settle(false);
  }

  /** After every waiter at or before `position` (binary search): equal positions keep arrival order. */
  private insertionPoint(position: GlobalPosition): number {
    let low = 0;
    let high = this.waiting.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.waiting[middle]!.position <= position) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
