import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { GlobalPosition } from '@packmeet/backend/contracts/event-store';
import { FORGETTING_EVENTS } from '../forgetting.js';
import type { DocumentChange, Projection, ProjectionView } from '../projection.js';
import { CHECKPOINTS, type CheckpointDocument } from '../runner/checkpoint.js';
import { positionKey } from '../runner/position-key.js';
import type { ProjectionRunner, RunnerLogger } from '../runner/projection-runner.js';
import type { MemoryDocumentStore } from '../store/memory.document-store.js';
import type { DocumentList } from '../store/memory/documents.js';
import {
  NO_FILE,
  UnusableSnapshot,
  draftOf,
  syncDirectory,
  readSnapshotChunks,
  readSnapshotHeader,
  writeSnapshotFile,
} from './snapshot-file.js';
import { framesOf } from './snapshot-frames.js';

export interface ProjectionSnapshotsOptions {
  /** Where the files live: `<directory>/<projection>.snap`. */
  directory: string;
  /** The memory read store: snapshots are its way to outlive the process. */
  store: Pick<MemoryDocumentStore, 'collection' | 'adopt' | 'documentsOf'>;
  projections: readonly Projection[];
  logger: RunnerLogger;
  /** 32 bytes that seal the files (kept in the key store, apart from them). */
  key: Buffer;
  /** Documents per frame: between frames the event loop serves requests. */
  chunkSize?: number;
}

/** What restore() found, per projection. */
export interface RestoreReport {
  restored: { name: string; checkpoint: GlobalPosition; documents: number }[];
  /** Projections that rebuild from the log, and why their snapshot was not used. */
  ignored: { name: string; reason: string; outcome: 'missing' | 'unusable' }[];
  /** How long the restore took. */
  ms: number;
}

export interface SnapshotSchedule {
  /** Write once this many events have been handled since the last write... */
  everyEvents: number;
  /** ...or once this long has passed with at least one event (ms). */
  everyMs: number;
}

type Runner = Pick<ProjectionRunner, 'exclusive' | 'status' | 'stale' | 'deliveredCount'>;

type Handler = (event: never, view: ProjectionView) => DocumentChange[] | Promise<DocumentChange[]>;

interface Captured {
  projection: Projection;
  /** Its forgettings when captured: a file captured before a forgetting is never installed. */
  generation: number;
  checkpoint: GlobalPosition;
  collections: { collection: string; documents: DocumentList }[];
}

/** Documents per frame at most. */
const CHUNK_SIZE = 500;

export interface SaveOptions {
  /** Every projection named, moved since its last file or not. */
  force?: boolean;
  /** Only these projections. */
  names?: readonly string[];
  /** Requests are being served: the writer rests between frames (false at a clean stop). */
  serving?: boolean;
}

/**
 * Read-model snapshots for a read store that lives in memory (the embedded
 * mode): each projection's collections and checkpoint, written to files so
 * that a restart loads them and folds only the events after the checkpoint
 * (docs/adr/031-read-model-snapshots.md).
 *
 * A snapshot is exactly the state at its checkpoint: it is captured while the
 * runner handles no event (under `exclusive()`, with every queued write
 * stored) as the lists of the collections' documents. The memory store's
 * documents are frozen and an update stores a new one, so the lists keep
 * that state while the fold goes on; they are serialised afterwards, a
 * frame at a time, without copying the read model.
 */
export class ProjectionSnapshots {
  /** The checkpoint of each projection's newest file, so an unchanged one is not written again. */
  private readonly written = new Map<string, GlobalPosition>();
  private saving: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private lastSave = { at: Date.now(), delivered: 0 };
  private busy = false;
  /** Per projection, how many forgettings it has folded: see forgetFirst(). */
  private readonly generations = new Map<string, number>();
  /** Renames into place and removals, one at a time, so a forgetting's removal is never undone. */
  private fileOps: Promise<unknown> = Promise.resolve();
  private forgotten = false;
  private stopping = false;

  /** What the last restore() found. */
  lastRestore: RestoreReport | null = null;

  constructor(private readonly options: ProjectionSnapshotsOptions) {}

  private pathOf(name: string): string {
    return join(this.options.directory, `${name}.snap`);
  }

  /**
   * Before the runner starts, on an empty store: loads each projection's
   * snapshot with its checkpoint. One that is missing, of another version,
   * torn or corrupt is ignored (and logged, with why): that projection
   * rebuilds from the log.
   */
  async restore(): Promise<RestoreReport> {
    const started = Date.now();
    const report: RestoreReport = { restored: [], ignored: [], ms: 0 };
    for (const projection of this.options.projections) {
      const path = this.pathOf(projection.name);
      try {
        const header = await readSnapshotHeader(path);
        if (header.projection !== projection.name) {
          throw new UnusableSnapshot(`it holds ${header.projection}`);
        }
        if (header.version !== projection.version) {
          throw new UnusableSnapshot(
            `version ${header.version}, the projection is at version ${projection.version}`,
          );
        }
        // The checksum is checked as the body is loaded: until then nothing counts as restored.
        const documents = await this.load(projection, path);
        const checkpoint = BigInt(header.checkpoint);
        await this.options.store.collection<CheckpointDocument>(CHECKPOINTS).updateOne(
          { _id: projection.name },
          {
            $set: {
              version: projection.version,
              position: positionKey(checkpoint),
              state: 'starting',
              lastError: null,
              updatedAt: new Date().toISOString(),
            },
          },
          { upsert: true },
        );
        this.written.set(projection.name, checkpoint);
        report.restored.push({ name: projection.name, checkpoint, documents });
      } catch (error) {
        for (const collection of projection.collections) {
          await this.options.store.collection(collection).drop();
        }
        const reason = error instanceof Error ? error.message : String(error);
        const missing = error instanceof UnusableSnapshot && error.message === NO_FILE;
        report.ignored.push({
          name: projection.name,
          reason,
          outcome: missing ? 'missing' : 'unusable',
        });
      }
    }
    report.ms = Date.now() - started;
    this.logIgnored(report);
    this.lastRestore = report;
    return report;
  }

  private logIgnored({ restored, ignored }: RestoreReport): void {
    const { directory } = this.options;
    // A first start has no file at all: one line says so, not one per projection.
    if (restored.length === 0 && ignored.every(({ outcome }) => outcome === 'missing')) {
      this.options.logger.info(
        { directory, projections: ignored.length },
        `no read-model snapshots in ${directory}: every read model is folded from the log`,
      );
      return;
    }
    for (const { name, reason } of ignored) {
      this.options.logger.info(
        { projection: name, file: this.pathOf(name), reason },
        `snapshot of ${name} not used (${reason}): it rebuilds from the log`,
      );
    }
  }

  /**
   * Writes the snapshot of every running projection whose checkpoint moved
   * since its last file (all of `names`, moved or not, with `force`). One
   * write at a time; resolves once the files are in place.
   */
  save(runner: Runner, options: SaveOptions = {}) {
    const run = this.saving.then(() => this.write(runner, options));
    this.saving = run.catch(() => undefined);
    return run;
  }

  /** Saves when `schedule` says so, checking every second at most; stop() ends it. */
  schedule(runner: Runner, schedule: SnapshotSchedule): void {
    this.lastSave = { at: Date.now(), delivered: runner.deliveredCount() };
    void this.removeDrafts();
    this.timer = setInterval(
      () => {
        const events = runner.deliveredCount() - this.lastSave.delivered;
        const due =
          this.forgotten ||
          events >= schedule.everyEvents ||
          (events > 0 && Date.now() - this.lastSave.at >= schedule.everyMs);
        if (!due || this.busy) return;
        this.save(runner).catch((error: unknown) =>
          this.options.logger.error({ err: error }, 'could not write read-model snapshots'),
        );
      },
      Math.min(schedule.everyMs, 1_000),
    );
    this.timer.unref();
  }

  /**
   * The projections, each handler of a forgetting event first removing that
   * projection's snapshot file (and a draft being written): the runner
   * releases the command's answer only after the handler, so once a deletion
   * is answered no snapshot holds the member (docs/adr/016). The next
   * scheduled write puts a file without them back.
   */
  forgetFirst(projections: readonly Projection[]): Projection[] {
    return projections.map((projection) => {
      const handlers: Record<string, Handler> = { ...projection.handlers };
      for (const type of FORGETTING_EVENTS) {
        const handler = handlers[type];
        if (!handler) continue;
        handlers[type] = async (event, view) => {
          await this.forget(projection.name);
          return handler(event, view);
        };
      }
      return { ...projection, handlers };
    });
  }

  private async forget(name: string): Promise<void> {
    this.generations.set(name, (this.generations.get(name) ?? 0) + 1);
    this.written.delete(name);
    this.forgotten = true;
    const path = this.pathOf(name);
    await this.serial(async () => {
      await rm(path, { force: true });
      await rm(draftOf(path), { force: true });
      await syncDirectory(this.options.directory).catch(() => undefined);
    });
  }

  private serial<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.fileOps.then(operation);
    this.fileOps = run.catch(() => undefined);
    return run;
  }

  /** Drafts of writes that a killed process never finished. */
  private async removeDrafts(): Promise<void> {
    const names = await readdir(this.options.directory).catch(() => [] as string[]);
    const ours = `.${process.pid}.tmp`;
    for (const name of names) {
      if (name.endsWith('.tmp') && !name.endsWith(ours)) {
        await rm(join(this.options.directory, name), { force: true });
      }
    }
  }

  /** Ends the schedule and waits for a write in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    // No request is served any more: a write in progress finishes without resting.
    this.stopping = true;
    await this.saving;
  }

  private async write(
    runner: Runner,
    { force = false, names, serving = true }: SaveOptions,
  ): Promise<string[]> {
    this.busy = true;
    try {
      const started = Date.now();
      const delivered = runner.deliveredCount();
      this.forgotten = false;
      this.lastSave = { at: Date.now(), delivered };
      let bytes = 0;
      const written: string[] = [];
      // One projection at a time: each file is its projection's state at its own
      // checkpoint, so the fold pauses for one projection's capture, not all of them.
      for (const { name } of this.options.projections) {
        if (names && !names.includes(name)) continue;
        const [captured] = await runner.exclusive(() => this.capture(runner, force, [name]));
        if (!captured) continue;
        const { projection, checkpoint, collections, generation } = captured;
        const path = this.pathOf(name);
        let installed: Awaited<ReturnType<typeof writeSnapshotFile>>;
        try {
          await mkdir(this.options.directory, { recursive: true, mode: 0o700 });
          installed = await writeSnapshotFile(
            path,
            { projection: name, version: projection.version, checkpoint: `${checkpoint}` },
            framesOf(collections, {
              most: this.options.chunkSize ?? CHUNK_SIZE,
              serving: () => serving && !this.stopping,
            }),
            this.options.key,
            (draft) =>
              this.serial(async () => {
                // A forgetting folded since the capture: this file may hold the member.
                if ((this.generations.get(name) ?? 0) !== generation) return false;
                try {
                  await rename(draft, path);
                  return true;
                } catch (error) {
                  // The forgetting removed the draft itself.
                  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
                  throw error;
                }
              }),
          );
        } finally {
          // A collection on disk listed into a copy of its rows: dropped here.
          for (const { documents } of collections) documents.release();
        }
        if (!installed) continue;
        bytes += (await stat(path)).size;
        this.written.set(name, checkpoint);
        written.push(name);
      }
      if (written.length === 0) return [];
      this.options.logger.info(
        { projections: written, bytes, ms: Date.now() - started },
        `read-model snapshots written (${written.length})`,
      );
      return written;
    } finally {
      this.busy = false;
    }
  }

  /** Under the runner's exclusive(): the documents as they stand at each checkpoint. */
  private async capture(
    runner: Runner,
    force: boolean,
    names: readonly string[] | undefined,
  ): Promise<Captured[]> {
    const stale = new Set(runner.stale());
    const captured: Captured[] = [];
    for (const status of runner.status()) {
      if (status.state === 'failed' || stale.has(status.name)) continue;
      if (names && !names.includes(status.name)) continue;
      if (!force && this.written.get(status.name) === status.checkpoint) continue;
      const projection = this.options.projections.find(({ name }) => name === status.name);
      if (!projection) continue;
      const collections = [];
      for (const collection of projection.collections) {
        // The frozen documents themselves, listed in slices between which requests
        // are served: the runner is held off, so nothing changes them meanwhile.
        const documents = await this.options.store.documentsOf(collection);
        collections.push({ collection, documents });
      }
      captured.push({
        projection,
        checkpoint: status.checkpoint,
        collections,
        generation: this.generations.get(projection.name) ?? 0,
      });
    }
    return captured;
  }

  private async load(projection: Projection, path: string): Promise<number> {
    // Why before the documents: each is then indexed as it is adopted, while it is in hand.
    // Built afterwards, an index over a collection on disk decoded every row again (ADR 044).
    for (const { collection, spec } of projection.indexes ?? []) {
      await this.options.store.collection(collection).createIndex(spec);
    }
    let documents = 0;
    for await (const { collection, documents: batch } of readSnapshotChunks(
      path,
      this.options.key,
    )) {
      if (!projection.collections.includes(collection)) {
        throw new UnusableSnapshot(`it holds collection ${collection}, not ${projection.name}'s`);
      }
      // Just deserialised and held by no one else: frozen in place rather than copied.
      this.options.store.adopt(collection, batch);
      documents += batch.length;
    }
    return documents;
  }
}
