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

class ShiftedDate extends RealDate {
  constructor(...args: [] | [string | number | Date] | [number, number, ...number[]]) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...(args as [number]));
  }

  static override now(): number {
    return RealDate.now() + offsetMs;
  }
}

globalThis.Date = ShiftedDate as DateConstructor;

process.on('message', (message: unknown) => {
  if (typeof message !== 'object' || message === null || !('clockOffsetMs' in message)) return;
  offsetMs = Number(message.clockOffsetMs);
  process.send?.({ clockOffsetMs: offsetMs });
});
// The channel must not keep a server that was asked to stop running.
process.channel?.unref();
