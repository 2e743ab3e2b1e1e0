import { join } from 'node:path';
import { allProjections } from '@packmeet/projections/projections';
import { isColdCollection } from '@packmeet/projections/cold-collections';
import {
  ProjectionRunner,
  type ProjectionRunnerOptions,
} from '@packmeet/projections/runner/projection-runner';
import { CHECKPOINTS, type CheckpointDocument } from '@packmeet/projections/runner/checkpoint';
import type { Projection } from '@packmeet/projections/projection';
import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import { MemoryDocumentStore } from '@packmeet/projections/store/memory.document-store';
import {
  ProjectionSnapshots,
  type RestoreReport,
} from '@packmeet/projections/snapshots/projection-snapshots';
import type { AppConfig } from '../config/config.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { SqliteEventStore } from '../event-store/sqlite.event-store.js';
import { WalCheckpoints } from '../event-store/wal-checkpoints.js';
import type { KeyStore } from '../event-store/personal-data/key-store.port.js';
import { MongoKeyStore } from '../event-store/personal-data/mongo.key-store.js';
import { PersonalDataEventStore } from '../event-store/personal-data/personal-data.event-store.js';
import { SqliteKeyStore } from '../event-store/personal-data/sqlite.key-store.js';
import type { ObjectStorage } from './object-storage/object-storage.port.js';
import { openObjectStorage } from './object-storage/open-object-storage.js';
import type { Logger } from '../shared/logger.js';
import type { ReadModelSync } from '../shared/read-model-sync.port.js';
import { CheckpointReadModelSync } from './checkpoint-read-model-sync.js';
import { logProjectionActivity } from './logging/projection-log.js';
import { openReactionCheckpoints } from './reaction-checkpoints/open-reaction-checkpoints.js';
import type { ReactionCheckpoints } from './reaction-checkpoints/reaction-checkpoints.port.js';

/** The engines one process runs on, chosen by configuration, each behind its port. */
export interface Engines {
  eventStore: EventStore;
  documentStore: DocumentStore;
  /** The projections whose read models this deployment serves. */
  projections: readonly Projection[];
  /** Present when this process runs the projections (always in embedded mode). */
  runner: ProjectionRunner | null;
  /** Read-model snapshots in DATA_DIR (embedded mode), unless turned off. */
  snapshots: ProjectionSnapshots | null;
  /** How this process's read models came to be caught up (null when it runs no projections). */
  readModelBoot: ReadModelBoot | null;
  readModelSync: ReadModelSync;
  /** Uploaded photos: DATA_DIR/objects (embedded) or S3 (compose). */
  objectStorage: ObjectStorage;
  /** Where the log reactions resume: DATA_DIR/reactions.sqlite (embedded) or the read store. */
  reactionCheckpoints: ReactionCheckpoints;
  close(): Promise<void>;
}

/** What a start that runs the projections did before serving. */
export interface ReadModelBoot {
  /** What the snapshots gave (null when snapshots are off). */
  restore: RestoreReport | null;
  /** Events folded after what was restored, to catch up with the log. */
  eventsFolded: number;
  /** Restore and catch-up together. */
  ms: number;
}

export const ENGINES = Symbol('Engines');

/*
 * The compose-mode drivers (gRPC for EventStoreDB, the MongoDB driver) are
 * loaded only when configured, so the embedded mode never pays for them.
 */

/**
 * The log as every reader and writer sees it: members' personal fields sealed
 * with their own keys (docs/adr/016-crypto-shredding.md).
 */
export async function openEventStore(config: AppConfig): Promise<EventStore> {
  return PersonalDataEventStore.open(await openRawEventStore(config), await openKeyStore(config));
}

/**
 * The checkpoints of this process's SQLite files, on one thread beside the
 * event loop: for what serves requests (openEngines). A bulk writer such as
 * `seed:demo` (openEventStore) keeps SQLite's automatic ones, as a log
 * written without a pause is never checkpointed in full (ADR 043).
 */
const walCheckpoints = new WalCheckpoints();

async function openRawEventStore(
  config: AppConfig,
  checkpoints?: WalCheckpoints,
): Promise<EventStore> {
  if (config.eventStore.engine === 'sqlite') {
    return new SqliteEventStore(config.eventStore.file, { checkpoints });
  }
  const { EventStoreDbEventStore } = await import('../event-store/eventstoredb.event-store.js');
  return new EventStoreDbEventStore(config.eventStore.url);
}

/**
 * The key-store entry whose key seals the read-model snapshots (not a member
 * id, so no deletion destroys it). A key store restored without it makes the
 * snapshots unreadable, and the read models are folded from the log instead.
 */
const SNAPSHOT_KEY = 'read-model-snapshots';

/** Keys beside the read models in compose mode (shared by every process), else a file in DATA_DIR. */
async function openKeyStore(config: AppConfig): Promise<KeyStore> {
  if (config.documentStore.engine === 'memory') {
    return new SqliteKeyStore(join(config.dataDir, 'keys.sqlite'));
  }
  return new MongoKeyStore(await openDocumentStore(config), true);
}

export async function openDocumentStore(config: AppConfig): Promise<DocumentStore> {
  if (config.documentStore.engine === 'memory') {
    // The cold read models in a scratch SQLite file, off the heap (docs/adr/044).
    return new MemoryDocumentStore(
      config.documentStore.coldOnDisk ? { onDisk: isColdCollection } : {},
    );
  }
  const { MongoDocumentStore } = await import('@packmeet/projections/store/mongo.document-store');
  return MongoDocumentStore.connect(config.documentStore.url, config.documentStore.database);
}

/**
 * Opens the event store and the read store and, when this process runs the
 * projections, catches the read models up with the log before returning: an
 * embedded server never answers from half-built read models.
 */
export async function openEngines(
  config: AppConfig,
  logger: Logger,
  projections: readonly Projection[] = allProjections,
  /** Wraps the log every part of this process uses (tests inject an engine's failures here). */
  decorate: (eventStore: EventStore) => EventStore = (eventStore) => eventStore,
  /** The compose worker keeps an older version's read models serving until they are rebuilt. */
  runnerOptions: Pick<ProjectionRunnerOptions, 'keepStaleVersions'> & {
    /** Load snapshots but never write them (a CLI reading the server's DATA_DIR beside it). */
    readOnlySnapshots?: boolean;
  } = {},
): Promise<Engines> {
  const { readOnlySnapshots = false, ...runnerSettings } = runnerOptions;
  const keyStore = await openKeyStore(config);
  const eventStore = decorate(
    await PersonalDataEventStore.open(await openRawEventStore(config, walCheckpoints), keyStore),
  );
  const documentStore = await openDocumentStore(config);
  const objectStorage = await openObjectStorage(config);
  const reactionCheckpoints = openReactionCheckpoints(config, documentStore, walCheckpoints);
  let runner: ProjectionRunner | null = null;
  let snapshots: ProjectionSnapshots | null = null;
  let readModelBoot: ReadModelBoot | null = null;
  let readModelSync: ReadModelSync;
  let closeSync = async () => {};

  if (config.runProjections) {
    let caughtUp = false;
    const started = Date.now();
    if (config.snapshots) {
      const sealing = await keyStore.keyFor(SNAPSHOT_KEY);
      if (!sealing) throw new Error(`The key store holds a tombstone for ${SNAPSHOT_KEY}`);
      if (!(documentStore instanceof MemoryDocumentStore)) {
        throw new Error('Read-model snapshots need the memory read store (DOCUMENT_STORE=memory)');
      }
      snapshots = new ProjectionSnapshots({
        key: sealing.key,
        directory: config.snapshots.directory,
        store: documentStore,
        projections,
        logger: logger.child({ component: 'snapshots' }),
      });
    }
    const restore = (await snapshots?.restore()) ?? null;
    const restored = restore?.restored ?? [];
    runner = new ProjectionRunner({
      events: eventStore,
      store: documentStore,
      projections: logProjectionActivity(
        snapshots && !readOnlySnapshots ? snapshots.forgetFirst(projections) : projections,
        logger,
        () => caughtUp,
      ),
      logger: logger.child({ component: 'projections' }),
      ...runnerSettings,
    });
    await runner.start();
    caughtUp = true;
    const folded = runner.deliveredCount();
    readModelBoot = { restore, eventsFolded: folded, ms: Date.now() - started };
    logger.info(
      {
        ms: readModelBoot.ms,
        head: (await eventStore.headPosition()).toString(),
        restoredFromSnapshots: restored.length,
        eventsFolded: folded,
      },
      restored.length > 0
        ? `read models caught up: ${restored.length} of ${projections.length} restored from snapshots, then ${folded} events folded`
        : `read models caught up: ${folded} events folded`,
    );
    const inProcess = runner;
    if (snapshots && !readOnlySnapshots) {
      // What boot folded (the whole log, on a first start) is written now rather than folded again next time.
      await writeFoldedAtBoot(snapshots, inProcess, folded, config.snapshots!, logger);
      snapshots.schedule(inProcess, config.snapshots!);
    }
    readModelSync = {
      waitFor: async (position) => {
        if (position !== null) await inProcess.waitFor(position);
      },
    };
  } else {
    const watcher = new CheckpointReadModelSync(
      documentStore.collection<CheckpointDocument>(CHECKPOINTS),
      projections.map((projection) => projection.name),
    );
    readModelSync = watcher;
    closeSync = () => watcher.close();
  }

  return {
    eventStore,
    documentStore,
    projections,
    runner,
    snapshots,
    readModelBoot,
    readModelSync,
    objectStorage,
    reactionCheckpoints,
    close: async () => {
      await runner?.stop();
      if (runner && snapshots && !readOnlySnapshots) {
        await snapshots.stop();
        // A clean stop leaves every read model on disk at its last event.
        await snapshots.save(runner, { serving: false }).catch((error: unknown) => {
          logger.error({ err: error }, 'could not write read-model snapshots at stop');
        });
      }
      await closeSync();
      await reactionCheckpoints.close();
      await eventStore.close();
      await documentStore.close();
      await objectStorage.close();
    },
  };
}

/**
 * The snapshots of what boot folded. A long fold (at least a scheduled
 * write's worth of events: a first start, a projection's new version) is
 * written before the server serves: right after it the heap is full of the
 * fold's garbage, and a write that shares the process with requests then
 * drives the collector's marking in steps of up to 20 ms, a p99 of 4-34
 * times idle on the demo at `--scale 5`, against 1.5 for the same write on a
 * settled heap (docs/performance.md). A short tail (a restart after kill -9)
 * is written while serving, as a scheduled write is: resolves without it.
 */
async function writeFoldedAtBoot(
  snapshots: ProjectionSnapshots,
  runner: ProjectionRunner,
  folded: number,
  schedule: { everyEvents: number },
  logger: Logger,
): Promise<void> {
  if (folded === 0) return;
  const beforeServing = folded >= schedule.everyEvents;
  const write = snapshots.save(runner, { serving: !beforeServing }).catch((error: unknown) => {
    logger.error({ err: error }, 'could not write read-model snapshots');
  });
  if (beforeServing) await write;
}
