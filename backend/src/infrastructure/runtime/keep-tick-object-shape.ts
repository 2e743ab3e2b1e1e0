import { createHook } from 'node:async_hooks';

/**
 * Holds one of Node's own `process.nextTick` queue entries for the life of
 * the process, so the hidden classes ("maps") V8 builds for them never die.
 *
 * Why: `nextTick` builds each entry with an object literal whose first keys
 * are symbols, and V8 remembers the maps it saw at that literal only weakly.
 * When a garbage collection runs while no entry is alive (our boot and
 * warm-up collect far more often than a small server's), those maps are
 * collected, the next entry gets brand-new ones, and after four such rounds the literal
 * turns megamorphic for good: every later entry (every stream read and
 * write, every response) is built by the runtime instead of by optimized
 * code. Under load that was about 8% of an API process's CPU samples; a bare
 * Nest server never got there (docs/performance.md). An entry kept
 * alive keeps its whole chain of maps alive, and the literal stays
 * monomorphic (`%DebugPrint(process.nextTick)` with --allow-natives-syntax).
 *
 * Import first in every entry point. The async hook is on only for the one
 * call; leaving hooks on would cost every promise (see command-log.ts).
 */
let kept: object | undefined;
const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject') kept ??= resource;
  },
}).enable();
process.nextTick(() => undefined);
hook.disable();

export const keptTickObject: object | undefined = kept;
