/**
 * Loaded with `--import` into a server a test starts with `startServer({ clock })`,
 * never by `npm start`: the whole process reads the real time plus an offset the
 * test sets, so a test about time passing moves the server's time instead of
 * sleeping through it. Everything that reads `Date` (deciders' injected clock,
 * background workers, tokens, logs) sees the same shifted time.
 *
 * The offset starts at PACKMEET_TEST_CLOCK_OFFSET_MS and changes when the parent
 * sends `{ clockOffsetMs }` over the IPC channel; the process answers with the same
 * message once the new offset is in effect.
 */
const RealDate = Date;
let offsetMs = Number(process.env.PACKMEET_TEST_CLOCK_OFFSET_MS ?? 0);

const shiftedNow = () => RealDate.now() + offsetMs;

// A proxy rather than a subclass: `Date()` called without `new` keeps working, and
// `Date.prototype`, `instanceof Date` and every other static stay the real ones.
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args: unknown[], newTarget) =>
    Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget) as object,
  apply: () => new RealDate(shiftedNow()).toString(),
  get: (target, property, receiver) =>
    property === 'now' ? shiftedNow : Reflect.get(target, property, receiver),
});

process.on('message', (message: unknown) => {
  if (typeof message !== 'object' || message === null || !('clockOffsetMs' in message)) return;
  offsetMs = Number(message.clockOffsetMs);
  process.send?.({ clockOffsetMs: offsetMs });
});
// The channel must not keep a server that was asked to stop running.
process.channel?.unref();
