/**
 * Pacing for a catch-up that shares its process with an HTTP server (a
 * replay): after `sliceMs` of work it gives the event loop back, so a waiting
 * request waits about that long at most, and may rest `restMs` to cap the
 * rebuild's share of the CPU (and with it how often its garbage collections
 * pause everything else). Without `sliceMs` (boot) it never pauses.
 */
export class Pacer {
  private sliceStarted = performance.now();

  constructor(
    private readonly sliceMs: number | undefined,
    private readonly restMs = 0,
  ) {}

  /** Starts a new slice of work now. */
  restart(): void {
    this.sliceStarted = performance.now();
  }

  /** Pauses once the current slice has run its time, then starts the next one. */
  async pauseIfDue(): Promise<void> {
    if (this.sliceMs === undefined || performance.now() - this.sliceStarted < this.sliceMs) return;
    // setImmediate runs after pending I/O: waiting HTTP requests are served first.
    await new Promise((resolve) =>
      this.restMs > 0 ? setTimeout(resolve, this.restMs) : setImmediate(resolve),
    );
    this.restart();
  }
}
