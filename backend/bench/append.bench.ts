import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import { format, perSecond, scratchDirectory, type Row } from './support.js';

const EVENTS = 20_000;
const STREAMS = 1_000;

function eventData(i: number) {
  return { userId: `user-${i % STREAMS}`, changes: { bio: `Walks twice a day, event ${i}` } };
}

/** The baseline: raw better-sqlite3 inserting the same rows, one transaction each, same table, WAL. */
async function rawRate(directory: string, round: number): Promise<number> {
  const file = join(directory, `raw-${round}.sqlite`);
  await new SqliteEventStore(file).close();
  const raw = new Database(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  const insert = raw.prepare(
    `INSERT INTO events (event_id, stream, revision, type, data, correlation_id, causation_id, user_id, occurred_at, schema_version)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOne = raw.transaction((i: number, id: string, data: string, occurredAt: string) =>
    insert.run(
      id,
      `user-${i % STREAMS}`,
      Math.floor(i / STREAMS),
      'UserProfileUpdated',
      data,
      id,
      id,
      null,
      occurredAt,
      1,
    ),
  );
  const ids = Array.from({ length: EVENTS }, () => randomUUID());
  const occurredAt = new Date().toISOString();
  const started = performance.now();
  for (let i = 0; i < EVENTS; i++) insertOne(i, ids[i]!, JSON.stringify(eventData(i)), occurredAt);
  const ms = performance.now() - started;
  raw.close();
  return perSecond(EVENTS, ms);
}

/** PackMeet: the real SqliteEventStore.append(), revision check, serialization and all. */
async function ourRate(directory: string, round: number): Promise<number> {
  const store = new SqliteEventStore(join(directory, `packmeet-${round}.sqlite`));
  const revisions = new Map<string, bigint>();
  const ids = Array.from({ length: EVENTS }, () => randomUUID());
  const occurredAt = new Date().toISOString();
  const started = performance.now();
  for (let i = 0; i < EVENTS; i++) {
    const stream = `user-${i % STREAMS}`;
    const result = await store.append(
      stream,
      [
        {
          eventId: ids[i]!,
          type: 'UserProfileUpdated',
          data: eventData(i),
          metadata: {
            correlationId: ids[i]!,
            causationId: ids[i]!,
            userId: null,
            occurredAt,
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: revisions.get(stream) ?? 'no_stream' },
    );
    revisions.set(stream, result.nextExpectedRevision);
  }
  const ms = performance.now() - started;
  await store.close();
  return perSecond(EVENTS, ms);
}

/**
 * (a) One event per transaction, on fresh files, alternating baseline and
 * PackMeet for three rounds so neither profits from a warmer disk; best of each.
 */
export async function appendBench(): Promise<Row> {
  const directory = scratchDirectory('append');
  const raw: number[] = [];
  const ours: number[] = [];
  for (let round = 0; round < 3; round++) {
    raw.push(await rawRate(directory, round));
    ours.push(await ourRate(directory, round));
  }
  const baseline = Math.max(...raw);
  const measured = Math.max(...ours);
  const ratio = measured / baseline;
  return {
    name: `append, 1 event per transaction (${format(EVENTS)} events, best of 3)`,
    baseline: `${format(baseline)} rows/s (raw better-sqlite3)`,
    measured: `${format(measured)} events/s`,
    ratio,
    target: '>= 0.50',
    pass: ratio >= 0.5,
  };
}
