import type { EventStore, GlobalPosition } from '@packmeet/backend/contracts/event-store';
import type { Projection } from '../projection.js';
import type { DocumentStore } from '../store/document-store.port.js';
import { ProjectionRunner, type RunnerLogger } from './projection-runner.js';

/*
 * Blue/green replays. A projection is rebuilt from position 0 into fresh
 * ("green") collections by a second runner while the live runner keeps
 * folding new events into the current ("blue") ones, which keep serving.
 * Once the green runner has caught up with the log, the switch happens under
 * the live runner's exclusive(): no event is being applied to blue, the green
 * runner follows the log up to (at least) everything the live runner was
 * handed, stops, its collections are renamed over the blue ones, and the live
 * runner adopts the projection at the green runner's last position. Events
 * appended during the rebuild were folded by the green runner itself; events
 * appended during the switch wait in the live subscription and are applied to
 * the new collections after it. None is lost, none applied twice (and the
 * `_position` guard would make a second application a no-op anyway).
 *
 * Why a projection can be replayed alone: its view reads only its own
 * collections (the runner refuses anything else), so its fold depends on the
 * log alone, never on another projection's read model at some moment.
 */

/** Suffixes of the scratch collections; kept apart so a verify never touches a replay's. */
export const REPLAY_SUFFIX = '__replay';
export const VERIFY_SUFFIX = '__verify';
/** Scratch runners keep their checkpoints in `projection_checkpoints<suffix>`, never with the live ones. */
const scratchCheckpoints = (suffix: string) => `projection_checkpoints${suffix}`;

export interface ScratchOptions {
  /** The runner that keeps the live read models. */
  live: ProjectionRunner;
  events: Pick<EventStore, 'subscribeToAll'>;
  store: DocumentStore;
  /** The projections to rebuild, in one pass over the log. */
  projections: readonly Projection[];
  logger: RunnerLogger;
  /** Passed to the scratch runner: how long it may hold the event loop while catching up. */
  yieldEveryMs?: number;
  /** Passed to the scratch runner: how long it rests between slices. */
  restMs?: number;
  /** Passed to the scratch runner: its write batch size while catching up. */
  batchWrites?: number;
  /** How long the switch waits for the scratch runner to reach the live position (default 60 s). */
  switchTimeoutMs?: number;
}

export type ReplayPhase = 'rebuilding' | 'switching' | 'done' | 'failed';

/** A scratch runner folding the log into `<collection><suffix>` collections. */
class Scratch {
  readonly runner: ProjectionRunner;
  private readonly checkpoints;

  constructor(
    private readonly options: ScratchOptions,
    private readonly suffix: string,
  ) {
    this.runner = new ProjectionRunner({
      events: options.events,
      store: options.store,
      projections: options.projections,
      logger: options.logger,
      physicalName: (collection) => this.nameOf(collection),
      checkpointCollection: scratchCheckpoints(suffix),
      yieldEveryMs: options.yieldEveryMs,
      restMs: options.restMs,
      batchWrites: options.batchWrites,
    });
    this.checkpoints = options.store.collection(scratchCheckpoints(suffix));
  }

  nameOf(collection: string): string {
    return `${collection}${this.suffix}`;
  }

  /** Folds the log from position 0 until caught up; the runner then follows the log. */
  async build(): Promise<void> {
    // Leftovers of an interrupted run: without a checkpoint the runner drops them.
    await this.checkpoints.deleteMany({
      _id: { $in: this.options.projections.map(({ name }) => name) },
    });
    await this.runner.start();
  }

  /** The first projection the scratch runner could not fold, if any. */
  failure(): string | null {
    const failed = this.runner.status().find((status) => status.state === 'failed');
    if (!failed) return null;
    const error = failed.lastError;
    return `${failed.name} failed at event ${error?.position ?? '?'} (${error?.eventType ?? '?'}): ${error?.message ?? 'unknown error'}`;
  }

  /** Stops the runner, drops what it built and forgets its checkpoints. */
  async discard(): Promise<void> {
    await this.runner.stop();
    for (const projection of this.options.projections) {
      for (const collection of projection.collections) {
        await this.options.store.collection(this.nameOf(collection)).drop();
      }
    }
    await this.checkpoints.deleteMany({
      _id: { $in: this.options.projections.map(({ name }) => name) },
    });
    // Other runs may share it; nothing they need is lost if it goes when empty.
    if ((await this.checkpoints.countDocuments()) === 0) await this.checkpoints.drop();
  }

  /**
   * Under the live runner's exclusive(): waits until the scratch runner has
   * handled everything the live runner was handed.
   */
  async reachLive(): Promise<GlobalPosition> {
    const target = this.options.live.deliveredPosition();
    const reached = await this.runner.waitFor(target, this.options.switchTimeoutMs ?? 60_000);
    if (!reached) {
      throw new Error(`the rebuild did not reach the live position ${target} in time`);
    }
    return target;
  }
}

/**
 * One blue/green replay of one or more projections (several share one pass
 * over the log and switch together). `run()` resolves when the new read
 * models serve, or rejects with the reason, the live ones untouched.
 */
export class BlueGreenReplay {
  private currentPhase: ReplayPhase = 'rebuilding';
  private readonly scratch: Scratch;

  constructor(
    private readonly options: ScratchOptions,
    /** Told of every phase change, for progress reports. */
    private readonly onPhase: (phase: ReplayPhase) => void = () => {},
  ) {
    this.scratch = new Scratch(options, REPLAY_SUFFIX);
  }

  private enter(phase: ReplayPhase): void {
    this.currentPhase = phase;
    this.onPhase(phase);
  }

  get phase(): ReplayPhase {
    return this.currentPhase;
  }

  /** Events the rebuild has folded so far, and the position it has reached. */
  progress(): { events: number; position: GlobalPosition } {
    return {
      events: this.scratch.runner.deliveredCount(),
      position: this.scratch.runner.deliveredPosition(),
    };
  }

  async run(): Promise<void> {
    const { live, store, projections, logger } = this.options;
    const names = projections.map(({ name }) => name);
    try {
      await this.scratch.build();
      const failure = this.scratch.failure();
      if (failure) throw new Error(failure);
      this.enter('switching');
      await live.exclusive(async () => {
        await this.scratch.reachLive();
        await this.scratch.runner.stop();
        const failed = this.scratch.failure();
        if (failed) throw new Error(failed);
        const positions = new Map(
          this.scratch.runner.status().map((status) => [status.name, status.checkpoint]),
        );
        const existing = new Set(await store.listCollections());
        // Every rename is started before any is awaited: the memory store swaps
        // each synchronously, so readers never see one collection switched and
        // its sibling not. (MongoDB renames one collection at a time.)
        await Promise.all(
          projections.flatMap((projection) =>
            projection.collections.map((collection) => {
              const green = this.scratch.nameOf(collection);
              // No green collection: the fresh fold wrote nothing there.
              return existing.has(green)
                ? store.renameCollection(green, collection)
                : store.collection(collection).drop();
            }),
          ),
        );
        for (const name of names) await live.adopt(name, positions.get(name)!);
      });
      await this.scratch.discard();
      this.enter('done');
      logger.info({ projections: names, ...this.progressForLog() }, 'replay switched over');
    } catch (error) {
      this.enter('failed');
      logger.error({ projections: names, err: error }, 'replay failed; live read models kept');
      await this.scratch.discard().catch(() => undefined);
      throw error;
    }
  }

  private progressForLog() {
    const { events, position } = this.progress();
    return { events, position: position.toString() };
  }
}

/** One document that differs between the live read model and a fresh fold. */
export interface Difference {
  collection: string;
  _id: string;
  /** 'missing': only the fresh fold has it; 'unexpected': only the live one; 'different': both, unequal. */
  kind: 'missing' | 'unexpected' | 'different';
  /** Top-level fields that differ (for 'different'). */
  fields: string[];
  live: unknown;
  rebuilt: unknown;
}

export interface VerifyResult {
  name: string;
  /** The position both sides were compared at. */
  position: GlobalPosition;
  documents: number;
  /** Every difference found (at most `limit` are listed in `differences`). */
  differenceCount: number;
  differences: Difference[];
  /** A live or rebuilt fold that stopped on a failing handler. */
  problems: string[];
}

/**
 * Rebuilds `projections` into scratch collections and compares them with the
 * live ones at one position: both runners are held still while their
 * documents are read, retrying until both have handled exactly the same
 * events (a busy log moves between the two holds).
 */
export async function verifyProjections(
  options: ScratchOptions & { limit?: number },
): Promise<VerifyResult[]> {
  const { live, store, projections } = options;
  const scratch = new Scratch(options, VERIFY_SUFFIX);
  try {
    await scratch.build();
    let snapshot: Snapshot | null = null;
    for (let attempt = 0; snapshot === null; attempt++) {
      if (attempt >= 100) throw new Error('the log kept moving: could not compare at one position');
      snapshot = await live.exclusive(async () => {
        const target = await scratch.reachLive();
        return scratch.runner.exclusive(async () => {
          if (scratch.runner.deliveredPosition() !== target) return null;
          return readBoth(store, projections, scratch, target);
        });
      });
      if (snapshot === null) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const problems = new Map<string, string[]>();
    const note = (name: string, problem: string) =>
      problems.set(name, [...(problems.get(name) ?? []), problem]);
    for (const status of live.status()) {
      if (status.state === 'failed')
        note(status.name, `live projection failed: ${status.lastError?.message ?? ''}`);
    }
    for (const status of scratch.runner.status()) {
      if (status.state === 'failed')
        note(status.name, `fresh fold failed: ${status.lastError?.message ?? ''}`);
    }
    const results: VerifyResult[] = [];
    for (const projection of projections) {
      const result: VerifyResult = {
        name: projection.name,
        position: snapshot.position,
        documents: 0,
        differenceCount: 0,
        differences: [],
        problems: problems.get(projection.name) ?? [],
      };
      for (const collection of projection.collections) {
        const { live: liveDocuments, rebuilt } = snapshot.collections.get(collection)!;
        result.documents += rebuilt.length;
        await compareCollection(collection, liveDocuments, rebuilt, result, options.limit ?? 20);
      }
      results.push(result);
    }
    return results;
  } finally {
    await scratch.discard();
  }
}

interface Snapshot {
  position: GlobalPosition;
  collections: Map<string, { live: Record<string, unknown>[]; rebuilt: Record<string, unknown>[] }>;
}

async function readBoth(
  store: DocumentStore,
  projections: readonly Projection[],
  scratch: Scratch,
  position: GlobalPosition,
): Promise<Snapshot> {
  const collections: Snapshot['collections'] = new Map();
  for (const projection of projections) {
    for (const collection of projection.collections) {
      collections.set(collection, {
        live: await store.collection(collection).find({}),
        rebuilt: await store.collection(scratch.nameOf(collection)).find({}),
      });
    }
  }
  return { position, collections };
}

/** Compares two snapshots of one collection by `_id`, yielding to the event loop as it goes. */
async function compareCollection(
  collection: string,
  liveDocuments: Record<string, unknown>[],
  rebuilt: Record<string, unknown>[],
  result: VerifyResult,
  limit: number,
): Promise<void> {
  const record = (difference: Difference) => {
    result.differenceCount += 1;
    if (result.differences.length < limit) result.differences.push(difference);
  };
  const liveById = new Map(liveDocuments.map((document) => [String(document._id), document]));
  let compared = 0;
  for (const document of rebuilt) {
    const _id = String(document._id);
    const current = liveById.get(_id);
    liveById.delete(_id);
    if (current === undefined) {
      record({ collection, _id, kind: 'missing', fields: [], live: null, rebuilt: document });
    } else if (!deepEqual(current, document)) {
      const fields = [...new Set([...Object.keys(current), ...Object.keys(document)])].filter(
        (field) => !deepEqual(current[field], document[field]),
      );
      record({
        collection,
        _id,
        kind: 'different',
        fields,
        live: pick(current, fields),
        rebuilt: pick(document, fields),
      });
    }
    if (++compared % 5_000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  for (const [_id, document] of liveById) {
    record({ collection, _id, kind: 'unexpected', fields: [], live: document, rebuilt: null });
  }
}

function pick(document: Record<string, unknown>, fields: string[]) {
  return Object.fromEntries(fields.map((field) => [field, document[field] ?? null]));
}

/** Structural equality; object key order does not matter (arrays' order does). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => deepEqual(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left).filter((key) => left[key] !== undefined);
  const otherKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return (
    keys.length === otherKeys.length &&
    keys.every((key) => Object.hasOwn(right, key) && deepEqual(left[key], right[key]))
  );
}
