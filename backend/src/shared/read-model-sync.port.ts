import type { GlobalPosition } from '../event-store/event-store.port.js';

/**
 * Read-your-writes for HTTP callers: after a command appends, its controller
 * waits until the read models have applied the new events, so the caller's
 * next query sees its own change. Bounded: if projections lag badly the
 * request returns anyway (the write has succeeded).
 */
export interface ReadModelSync {
  waitFor(position: GlobalPosition | null): Promise<void>;
}

export const READ_MODEL_SYNC = Symbol('ReadModelSync');
