import { randomUUID } from 'node:crypto';
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Aggregates } from '../shared/aggregates.js';
import type { Clock } from '../shared/clock.port.js';
import type { Logger } from '../shared/logger.js';
import { uploadExpiryDecider, uploadExpiryStream } from './domain/upload-expiry.decider.js';
import { planSweep } from './domain/upload-ledger.js';
import type { ObjectStorage } from '../infrastructure/object-storage/object-storage.port.js';
import { releaseUpload } from './release-upload.js';

/** How often the API process sweeps: an abandoned upload outlives its expiry by at most this. */
export const SWEEP_INTERVAL_MS = 60_000;
/** How long a claim keeps other sweepers off an upload: longer than writing a receipt and a delete. */
const CLAIM_LEASE_MS = 2 * 60_000;

export interface SweepResult {
  /** Raw uploads removed because they were not finalized in time. */
  expired: number;
  /** Receipts removed because no rule needs them any more. */
  forgotten: number;
}

/**
 * Removes what the upload rules no longer need from the object storage: raw
 * uploads never finalized, and old receipts (`domain/upload-ledger.ts` says
 * which). It reads everything from the storage listing, so a restart leaks
 * nothing: the first sweep, right after boot, finds what was left before it.
 *
 * Each API process sweeps on an unref'd timer (it never keeps a process
 * alive) and stops, waiting for a sweep under way, when the application
 * shuts down. Several processes sweep one storage: each abandoned upload is
 * claimed on the event log first (`domain/upload-expiry.decider.ts`), so only
 * one of them writes its receipt and deletes it; forgetting an old receipt is
 * a delete that any of them may repeat harmlessly.
 */
export class UploadSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly aggregates: Aggregates,
    private readonly clock: Clock,
    private readonly logger: Pick<Logger, 'info' | 'warn'>,
    private readonly intervalMs = SWEEP_INTERVAL_MS,
  ) {}

  /** One pass over every user's uploads, as of the clock's now. */
  async sweep(): Promise<SweepResult> {
    const steps = planSweep(await this.storage.list('uploads/'), this.clock.now());
    const result: SweepResult = { expired: 0, forgotten: 0 };
    for (const step of steps) {
      if (step.kind === 'expire') {
        if (!(await this.claim(step.uploadId))) continue;
        await releaseUpload(this.storage, step.key, step.receiptKey);
        result.expired++;
      } else {
        await this.storage.delete(step.key);
        result.forgotten++;
      }
    }
    if (result.expired > 0) this.logger.info(result, 'removed unfinalized uploads');
    return result;
  }

  /** True when this sweeper got the upload; false when another one has it. */
  private async claim(uploadId: string): Promise<boolean> {
    const now = this.clock.now();
    const { events } = await this.aggregates.handle({
      stream: uploadExpiryStream(uploadId),
      decider: uploadExpiryDecider,
      context: { correlationId: randomUUID(), commandId: randomUUID(), userId: null, now },
      command: { type: 'ClaimUploadExpiry', uploadId, now, leaseMs: CLAIM_LEASE_MS },
    });
    return events.length > 0;
  }

  /** Sweeps now, then every interval; a tick that finds the previous sweep still going skips. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
    this.tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.sweep()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'upload sweep failed'))
      .finally(() => (this.running = null));
  }
}
