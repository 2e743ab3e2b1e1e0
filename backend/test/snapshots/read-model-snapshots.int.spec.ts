import { randomUUID } from 'node:crypto';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '@packmeet/projections/projection';
import { allProjections } from '@packmeet/projections/projections';
import { deepEqual } from '@packmeet/projections/runner/blue-green-replay';
import { readSnapshotChunks } from '@packmeet/projections/snapshots/snapshot-file';
import { passwordHasher } from '../../src/auth/password-hasher.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import { seedDemoCommunity } from '../../src/demo/demo-community.js';
import type { EventStore } from '../../src/event-store/event-store.port.js';
import { SqliteKeyStore } from '../../src/event-store/personal-data/sqlite.key-store.js';
import { SqliteEventStore } from '../../src/event-store/sqlite.event-store.js';
import { Gazetteer } from '../../src/geography/index.js';
import { UserRegistered } from '../../src/contracts/events.js';
import { NOTIFICATION_EMAILS, NOTIFICATIONS } from '../../src/contracts/notifications.js';
import { GROUP_HISTORY, MEETUP_HISTORY } from '../../src/contracts/read-models.js';
import { openEngines, openEventStore, type Engines } from '../../src/infrastructure/engines.js';

/*
 * Issue 33: the embedded read models are written to DATA_DIR/snapshots and a
 * restart loads them instead of folding the whole log. Real files, a real
 * SQLite log of the demo community, the engines as `npm start` opens them.
 */

interface Boot {
  engines: Engines;
  lines: { msg: string; [field: string]: unknown }[];
}

async function boot(config: AppConfig, projections: readonly Projection[] = allProjections) {
  const lines: Boot['lines'] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const engines = await openEngines(config, pino({ level: 'info' }, sink), projections);
  return { engines, lines };
}

/** Every document of every collection the projections own, by collection. */
async function readModels(engines: Engines, projections: readonly Projection[] = allProjections) {
  const models = new Map<string, Record<string, unknown>[]>();
  for (const projection of projections) {
    for (const collection of projection.collections) {
      const documents = await engines.documentStore.collection(collection).find({});
      models.set(
        collection,
        [...documents].sort((a, b) => String(a._id).localeCompare(String(b._id))),
      );
    }
  }
  return models;
}

function differences(
  restored: Map<string, Record<string, unknown>[]>,
  folded: Map<string, Record<string, unknown>[]>,
): string[] {
  const found: string[] = [];
  for (const [collection, documents] of folded) {
    const other = restored.get(collection) ?? [];
    if (other.length !== documents.length)
      found.push(`${collection}: ${other.length} restored, ${documents.length} folded`);
    else if (!deepEqual(other, documents)) found.push(`${collection}: documents differ`);
  }
  return found;
}

/** Appends one event the way the command side does; answers its position. */
async function appendTo(
  log: EventStore,
  stream: string,
  expectedRevision: bigint | 'no_stream',
  event: { type: string; data: unknown },
) {
  const { position } = await log.append(
    stream,
    [
      {
        eventId: randomUUID(),
        ...event,
        metadata: {
          correlationId: 'c',
          causationId: 'c',
          userId: null,
          occurredAt: new Date().toISOString(),
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision },
  );
  return position;
}

/** Snapshots under `directory` that hold `text` once opened with the server's key. */
async function snapshotsHolding(directory: string, text: string): Promise<string[]> {
  const keys = new SqliteKeyStore(join(directory, '..', 'keys.sqlite'));
  const key = (await keys.keyFor('read-model-snapshots'))!.key;
  await keys.close();
  const holding: string[] = [];
  for (const name of readdirSync(directory)) {
    // Sealed: the bytes on disk never hold it in clear.
    expect(readFileSync(join(directory, name)).includes(Buffer.from(text, 'latin1'))).toBe(false);
    if (!name.endsWith('.snap')) continue;
    for await (const { documents } of readSnapshotChunks(join(directory, name), key)) {
      if (JSON.stringify(documents).includes(text)) holding.push(name);
    }
  }
  return [...new Set(holding)];
}

const caughtUp = (lines: Boot['lines']) =>
  lines.find((line) => String(line.msg).startsWith('read models caught up'))!;

describe('read-model snapshots (issue 33)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-snapshots-'));
  const snapshotsDir = join(dataDir, 'snapshots');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  let folded: Map<string, Record<string, unknown>[]>;

  beforeAll(async () => {
    const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    await seedDemoCommunity(store, Gazetteer.load(), await passwordHasher.hash('x'), {
      scale: 0.05,
      seed: 7,
      now: new Date('2026-11-22T12:00:00.000Z'),
    });
    await store.close();
    // The reference: a fold of the whole log, with snapshots off and every read model in the
    // heap, so that a restore with the cold ones on disk (the default) is compared across tiers.
    const fresh = await boot({
      ...config,
      snapshots: null,
      documentStore: { engine: 'memory', coldOnDisk: false },
    });
    folded = await readModels(fresh.engines);
    await fresh.engines.close();
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes every projection at a clean stop, and a restart restores them equal to a fold of the log', async () => {
    const first = await boot(config);
    expect(caughtUp(first.lines)).toMatchObject({ restoredFromSnapshots: 0 });
    // No file at all (a first start): one line says so, none per projection.
    const told = first.lines.filter((line) => /snapshot/.test(String(line.msg)));
    expect(told.map((line) => line.msg)).toEqual([
      `no read-model snapshots in ${snapshotsDir}: every read model is folded from the log`,
    ]);
    expect(first.engines.readModelBoot!.restore!.ignored).toHaveLength(allProjections.length);
    await first.engines.close();
    expect(readdirSync(snapshotsDir).sort()).toEqual(
      allProjections.map(({ name }) => `${name}.snap`).sort(),
    );

    const second = await boot(config);
    expect(caughtUp(second.lines)).toMatchObject({
      restoredFromSnapshots: allProjections.length,
      eventsFolded: 0,
    });
    expect(second.engines.readModelBoot).toMatchObject({
      restore: { ignored: [] },
      eventsFolded: 0,
    });
    expect(differences(await readModels(second.engines), folded)).toEqual([]);
    // Not a comparison of empty read models: the demo fills them.
    const empty = [...folded].filter(([, documents]) => documents.length === 0);
    expect(empty.length, `empty: ${empty.map(([name]) => name).join(', ')}`).toBeLessThan(
      folded.size / 2,
    );
    // Among them the collections kept on disk.
    for (const cold of [
      MEETUP_HISTORY,
      GROUP_HISTORY,
      NOTIFICATIONS,
      NOTIFICATION_EMAILS,
      'notify_rsvps',
    ]) {
      expect(folded.get(cold)?.length, cold).toBeGreaterThan(0);
    }
    await second.engines.close();
  }, 60_000);

  it('ignores a torn snapshot and a corrupt one, says so, and rebuilds those two from the log', async () => {
    const torn = join(snapshotsDir, 'meetups.snap');
    const corrupt = join(snapshotsDir, 'users.snap');
    truncateSync(torn, readFileSync(torn).length - 100);
    const bytes = readFileSync(corrupt);
    const flipped = bytes.length - 50;
    bytes[flipped] = bytes[flipped]! ^ 0xff;
    writeFileSync(corrupt, bytes);

    const restarted = await boot(config);
    const ignored = restarted.lines.filter((line) => String(line.msg).startsWith('snapshot of'));
    expect(ignored.map((line) => line.projection).sort()).toEqual(['meetups', 'users']);
    // A changed byte fails its frame's seal before the checksum is reached.
    for (const line of ignored) {
      expect(String(line.reason)).toMatch(/checksum|torn|does not open/);
    }
    expect(caughtUp(restarted.lines)).toMatchObject({
      restoredFromSnapshots: allProjections.length - 2,
    });
    expect(differences(await readModels(restarted.engines), folded)).toEqual([]);
    await restarted.engines.close();
  }, 60_000);

  it('ignores the snapshot of an older version of a projection', async () => {
    const bumped = allProjections.map((projection) =>
      projection.name === 'groups'
        ? { ...projection, version: projection.version + 1 }
        : projection,
    );
    const restarted = await boot(config, bumped);
    const ignored = restarted.lines.filter((line) => String(line.msg).startsWith('snapshot of'));
    expect(ignored).toHaveLength(1);
    expect(ignored[0]).toMatchObject({ projection: 'groups' });
    expect(String(ignored[0]!.reason)).toMatch(/version/);
    expect(differences(await readModels(restarted.engines, bumped), folded)).toEqual([]);
    await restarted.engines.close();
  }, 60_000);

  it('after the log grew past its checkpoint, restores and folds only the events after it', async () => {
    // The groups snapshot the last test wrote is of another version: this boot rebuilds it, and writes it at stop.
    const settle = await boot(config);
    await settle.engines.close();
    const log = await openEventStore(config);
    const userId = randomUUID();
    await appendTo(log, `user-${userId}`, 'no_stream', {
      type: 'UserRegistered',
      data: UserRegistered({
        userId,
        username: 'late',
        email: 'late.comer@example.com',
        passwordHash: 'hash',
        firstName: 'Late',
        lastName: 'Comer',
        city: 'Austin',
        state: 'TX',
        isTrainer: false,
      }).data,
    });
    await log.close();

    const restarted = await boot(config);
    expect(caughtUp(restarted.lines)).toMatchObject({
      restoredFromSnapshots: allProjections.length,
      eventsFolded: 1,
    });
    const user = await restarted.engines.documentStore.collection('users').findOne({ _id: userId });
    expect(user).toMatchObject({ username: 'late' });

    // Written with the newcomer in it...
    const { engines } = restarted;
    await engines.snapshots!.save(engines.runner!, { force: true });
    expect(await snapshotsHolding(snapshotsDir, 'late.comer@example.com')).toContain('users.snap');
    // ...and gone from every file once their deletion is folded (the command's answer waits for that).
    const deleted = await appendTo(engines.eventStore, `user-${userId}`, 0n, {
      type: 'AccountDeleted',
      data: { userId },
    });
    expect(await engines.runner!.waitFor(deleted)).toBe(true);
    expect(await snapshotsHolding(snapshotsDir, 'late.comer@example.com')).toEqual([]);
    await engines.close();
    expect(await snapshotsHolding(snapshotsDir, 'late.comer@example.com')).toEqual([]);
    expect(readdirSync(snapshotsDir)).toContain('users.snap');
  }, 60_000);

  it('writes what a fold of at least SNAPSHOT_EVERY_EVENTS events built before the server may serve', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'packmeet-snapshots-first-'));
    try {
      // The same log and keys, no snapshot yet: a first start.
      cpSync(dataDir, fresh, { recursive: true, filter: (path) => path !== snapshotsDir });
      const first = await boot(
        loadConfig({ DATA_DIR: fresh, LOG_LEVEL: 'silent', SNAPSHOT_EVERY_EVENTS: '100' }),
      );
      expect(caughtUp(first.lines).eventsFolded).toBeGreaterThanOrEqual(100);
      // openEngines has returned, which is when `npm start` begins to listen: the files are there.
      expect(readdirSync(join(fresh, 'snapshots')).sort()).toEqual(
        allProjections.map(({ name }) => `${name}.snap`).sort(),
      );
      const messages = first.lines.map((line) => String(line.msg));
      expect(
        messages.findIndex((msg) => msg.startsWith('read-model snapshots written')),
      ).toBeGreaterThan(messages.findIndex((msg) => msg.startsWith('read models caught up')));
      await first.engines.close();
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 60_000);
});
