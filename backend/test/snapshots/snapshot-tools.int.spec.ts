import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '@packmeet/projections/projections';
import {
  draftOf,
  readSnapshotChunks,
  readSnapshotHeader,
  writeSnapshotFile,
  type SnapshotChunk,
} from '@packmeet/projections/snapshots/snapshot-file';
import { passwordHasher } from '../../src/auth/password-hasher.js';
import { loadConfig } from '../../src/config/config.js';
import { seedDemoCommunity } from '../../src/demo/demo-community.js';
import { SqliteKeyStore } from '../../src/event-store/personal-data/sqlite.key-store.js';
import { SqliteEventStore } from '../../src/event-store/sqlite.event-store.js';
import { Gazetteer } from '../../src/geography/index.js';
import { openEngines } from '../../src/infrastructure/engines.js';
import { projectionOperationsFor } from '../../src/operations/index.js';
import type { ProjectionReplays } from '../../src/operations/projections/projection-replays.js';
import { registerTypeScript } from '../../scripts/register-typescript.path.js';
import { registerUser } from '../support/accounts.js';
import { HttpClient } from '../support/http-client.js';
import { projectionsCli } from '../support/projections-cli.js';
import { startServer } from '../support/server-process.js';

/*
 * Issue 33: the tools around read-model snapshots: the offline verify, the
 * write after a blue/green replay, and a write killed half-way.
 */

const silent = pino({ level: 'silent' });

async function chunksOf(path: string, key: Buffer): Promise<SnapshotChunk[]> {
  const chunks: SnapshotChunk[] = [];
  for await (const chunk of readSnapshotChunks(path, key)) chunks.push(chunk);
  return chunks;
}

describe('read-model snapshot tools (issue 33)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-snapshot-tools-'));
  const snapshotsDir = join(dataDir, 'snapshots');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  /** The server's snapshot key, from its key store. */
  let key: Buffer;

  beforeAll(async () => {
    const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    await seedDemoCommunity(store, Gazetteer.load(), await passwordHasher.hash('x'), {
      scale: 0.05,
      seed: 11,
      now: new Date('2026-11-22T12:00:00.000Z'),
    });
    await store.close();
    const engines = await openEngines(config, silent);
    await engines.close();
    const keys = new SqliteKeyStore(join(dataDir, 'keys.sqlite'));
    key = (await keys.keyFor('read-model-snapshots'))!.key;
    await keys.close();
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('verify --snapshots: restored read models equal a fresh fold; a doctored one is listed and exits 1', async () => {
    const ok = await projectionsCli(['verify', '--snapshots'], { DATA_DIR: dataDir });
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toContain(
      `${allProjections.length} of ${allProjections.length} projections restored, then 0 events folded`,
    );
    expect(ok.stdout).toMatch(/^groups: ok \(\d+ documents\)$/m);

    // A snapshot with a valid checksum whose contents are not the fold: a bug the checksum cannot see.
    const path = join(snapshotsDir, 'groups.snap');
    const header = await readSnapshotHeader(path);
    const chunks = await chunksOf(path, key);
    const first = chunks.find((chunk) => chunk.collection === 'groups')!;
    const doctored = { ...first.documents[0]!, name: 'Doctored Walkers' };
    const changed = chunks.map((chunk) =>
      chunk === first ? { ...chunk, documents: [doctored, ...chunk.documents.slice(1)] } : chunk,
    );
    await writeSnapshotFile(
      path,
      { projection: 'groups', version: header.version, checkpoint: header.checkpoint },
      (async function* () {
        yield* changed;
      })(),
      key,
    );
    const bad = await projectionsCli(['verify', '--snapshots', 'groups'], { DATA_DIR: dataDir });
    expect(bad.code, bad.stdout + bad.stderr).toBe(1);
    expect(bad.stdout).toContain(
      `groups/${doctored._id}: name is "Doctored Walkers" restored, ${JSON.stringify(first.documents[0]!.name)} in a fresh fold`,
    );
    // Read only: the doctored file is still there for the operator to look at.
    expect((await readSnapshotHeader(path)).checksum).not.toBe(header.checksum);
  }, 120_000);

  it('writes the snapshot of a projection again after its blue/green replay', async () => {
    const engines = await openEngines(config, silent);
    const path = join(snapshotsDir, 'groups.snap');
    const before = await readSnapshotHeader(path);
    const operations = projectionOperationsFor(config, engines, silent) as ProjectionReplays;
    await operations.replay('groups');
    await operations.settled();
    const after = await readSnapshotHeader(path);
    expect(after.writtenAt > before.writtenAt).toBe(true);
    // The replay rebuilt the fold: the doctored document of the last test is gone from the file.
    const names = (await chunksOf(path, key)).flatMap((chunk) =>
      chunk.documents.map((d) => d.name),
    );
    expect(names).not.toContain('Doctored Walkers');
    await engines.close();
  }, 60_000);

  it('a server stopped with SIGTERM writes its snapshots at its last event before it exits', async () => {
    const server = await startServer({ dataDir });
    // A write at boot, if any, captured the read models before the server began to serve.
    try {
      await registerUser(new HttpClient(server.url));
    } finally {
      await server.stop();
    }
    const log = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    const head = await log.headPosition();
    await log.close();
    expect((await readSnapshotHeader(join(snapshotsDir, 'users.snap'))).checkpoint).toBe(`${head}`);
    expect(server.output()).toContain('"msg":"shutting down"');
  }, 60_000);

  it('a write killed with SIGKILL half-way leaves the previous snapshot whole and usable', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'packmeet-snapshot-kill-'));
    const path = join(directory, 'big.snap');
    const sealing = randomBytes(32);
    const previous = [{ collection: 'big', documents: [{ _id: 'kept', padding: 'small' }] }];
    await writeSnapshotFile(
      path,
      { projection: 'big', version: 1, checkpoint: '1' },
      (async function* () {
        yield* previous;
      })(),
      sealing,
    );
    const child = spawn(
      process.execPath,
      [
        '--import',
        registerTypeScript,
        join(import.meta.dirname, '../support/snapshot-writer.child.ts'),
        path,
        sealing.toString('hex'),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (data: Buffer) => {
        if (data.toString().includes('writing')) resolve();
      });
      child.once('exit', (code) =>
        reject(new Error(`the writer exited (${code}) before the kill`)),
      );
    });
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    // The draft was half written: more than the previous file, far less than the whole.
    const draft = draftOf(path).replace(`.${process.pid}.`, `.${child.pid}.`);
    expect(existsSync(draft), readdirSync(directory).join(', ')).toBe(true);
    expect(statSync(draft).size).toBeGreaterThan(statSync(path).size);
    const header = await readSnapshotHeader(path);
    expect(header.checkpoint).toBe('1');
    // Read whole, its checksum checked on the way.
    expect(await chunksOf(path, sealing)).toEqual(previous);
    rmSync(directory, { recursive: true, force: true });
  }, 60_000);
});
