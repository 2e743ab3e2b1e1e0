import { randomUUID } from 'node:crypto';
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { CommandContext } from '../../shared/command-context.js';
import type { Logger } from '../../shared/logger.js';

/**
 * A background pass run now and then every interval on an unref'd timer:
 * a tick that finds the previous pass still going skips, and shutdown waits
 * for the pass under way. Nothing it does is ever on a request's path.
 */
export abstract class IntervalWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  protected constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    protected readonly logger: Logger,
  ) {}

  /** One pass; answers how much it did. */
  abstract pass(now: Date): Promise<number>;

  /** Runs passes until one finds nothing to do (tests, and catching up after a pause). */
  async drain(now = () => new Date()): Promise<void> {
    while ((await this.pass(now())) > 0);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
    this.tick();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.pass(new Date())
      .catch((error: unknown) => this.logger.error({ err: error }, `${this.name} failed`))
      .finally(() => (this.running = null));
  }
}

/** The metadata of events a background worker appends: no user, a fresh correlation. */
export const workerContext = (now: Date): CommandContext => ({
  correlationId: randomUUID(),
  commandId: randomUUID(),
  userId: null,
  now,
});
