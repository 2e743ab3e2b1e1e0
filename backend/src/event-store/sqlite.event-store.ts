import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  EventToAppend,
  GlobalPosition,
  StoredEvent,
  StreamRevision,
} from './event-store.port.js';
import { assertExpectedRevision, assertNotEmpty, findRetriedAppend } from './append-rules.js';
import { PagedEventStore } from './paged-event-store.js';
import type { WalCheckpoints } from './wal-checkpoints.js';

/*
 * One table, one row per event, in one SQLite file in WAL mode.
 *
 * - `position` is the rowid, so the global order is the insertion order. SQLite
 *   has a single writer: a transaction that takes position N commits before any
 *   transaction can take N+1, so a reader that sees N+1 has already been able
 *   to see N. That is why a subscriber reading `position > checkpoint` never
 *   skips an event that commits while it reads, even across processes.
 * - UNIQUE (stream, revision) is the optimistic-concurrency guard: two writers
 *   that read the same revision cannot both insert the next one.
 * - UNIQUE (event_id) makes retried appends detectable (see findRetriedAppend).
 * - Metadata lives in columns rather than JSON: one JSON.parse per event on
 *   replay instead of two, and correlation ids stay queryable.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position        INTEGER PRIMARY KEY,
  event_id        TEXT    NOT NULL UNIQUE,
  stream          TEXT    NOT NULL,
  revision        INTEGER NOT NULL,
  type            TEXT    NOT NULL,
  data            TEXT    NOT NULL,
  correlation_id  TEXT    NOT NULL,
  causation_id    TEXT    NOT NULL,
  user_id         TEXT,
  occurred_at     TEXT    NOT NULL,
  schema_version  INTEGER NOT NULL,
  UNIQUE (stream, revision)
) STRICT;
`;

const COLUMNS =
  'position, event_id, stream, revision, type, data, correlation_id, causation_id, user_id, occurred_at, schema_version';

type Row = [
  position: number,
  eventId: string,
  stream: string,
  revision: number,
  type: string,
  data: string,
  correlationId: string,
  causationId: string,
  userId: string | null,
  occurredAt: string,
  schemaVersion: number,
];

function toStoredEvent(row: Row): StoredEvent {
  return {
    position: BigInt(row[0]),
    eventId: row[1],
    streamName: row[2],
    revision: BigInt(row[3]),
    type: row[4],
    data: JSON.parse(row[5]),
    metadata: {
      correlationId: row[6],
      causationId: row[7],
      userId: row[8],
      occurredAt: row[9],
      schemaVersion: row[10],
    },
  };
}

export interface SqliteEventStoreOptions {
  /** How often to look for commits made by other processes sharing the file. */
  pollIntervalMs?: number;
  /**
   * 'NORMAL' (default) survives any process crash; an OS crash or power loss
   * may lose the last transactions. 'FULL' syncs every commit to disk.
   */
  synchronous?: 'NORMAL' | 'FULL';
  /** Runs the file's checkpoints off the event loop (the server's log); else SQLite's automatic ones. */
  checkpoints?: WalCheckpoints;
}

export class SqliteEventStore extends PagedEventStore implements EventStore {
  readonly engine = 'sqlite';
  private readonly db: Database.Database;
  private poller: NodeJS.Timeout | undefined;
  private lastDataVersion = 0;

  private readonly lastRevisionOf: Database.Statement<[string], { revision: number }>;
  private readonly selectDataVersion: Database.Statement<[], number>;
  private readonly insertEvent: Database.Statement<unknown[]>;
  private readonly selectByEventId: Database.Statement<[string], Row>;
  private readonly selectStream: Database.Statement<[string, number], Row>;
  private readonly selectPage: Database.Statement<[number, number], Row>;
  private readonly selectHead: Database.Statement<[], { head: number | null }>;
  private readonly appendInTransaction: (
    stream: string,
    events: readonly EventToAppend[],
    options: AppendOptions,
  ) => AppendResult;

  constructor(
    readonly file: string,
    private readonly options: SqliteEventStoreOptions = {},
  ) {
    super();
    if (file !== ':memory:') createPrivately(file);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
    // Another process may hold the write lock for a moment; wait instead of failing.
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    if (options.checkpoints && file !== ':memory:') void options.checkpoints.watch(file, this.db);

    this.lastRevisionOf = this.db.prepare(
      'SELECT revision FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1',
    );
    this.selectDataVersion = this.db.prepare<[], number>('PRAGMA data_version').pluck();
    this.insertEvent = this.db.prepare(
      `INSERT INTO events (event_id, stream, revision, type, data, correlation_id, causation_id, user_id, occurred_at, schema_version)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.selectByEventId = this.db
      .prepare<[string], Row>(`SELECT ${COLUMNS} FROM events WHERE event_id = ?`)
      .raw();
    this.selectStream = this.db
      .prepare<[string, number], Row>(
        `SELECT ${COLUMNS} FROM events WHERE stream = ? AND revision >= ? ORDER BY revision`,
      )
      .raw();
    this.selectPage = this.db
      .prepare<[number, number], Row>(
        `SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
      )
      .raw();
    this.selectHead = this.db.prepare('SELECT MAX(position) AS head FROM events');

    const transaction = this.db.transaction(
      (stream: string, events: readonly EventToAppend[], { expectedRevision }: AppendOptions) => {
        const row = this.lastRevisionOf.get(stream);
        const current = row === undefined ? undefined : BigInt(row.revision);
        assertExpectedRevision(stream, expectedRevision, current);
        let revision = current ?? -1n;
        let position = 0;
        for (const event of events) {
          revision += 1n;
          const { metadata } = event;
          position = Number(
            this.insertEvent.run(
              event.eventId,
              stream,
              revision,
              event.type,
              JSON.stringify(event.data),
              metadata.correlationId,
              metadata.causationId,
              metadata.userId,
              metadata.occurredAt,
              metadata.schemaVersion,
            ).lastInsertRowid,
          );
        }
        return { nextExpectedRevision: revision, position: BigInt(position) };
      },
    );
    // IMMEDIATE takes the write lock up front: two processes never deadlock upgrading a read lock.
    this.appendInTransaction = (stream, events, options) =>
      transaction.immediate(stream, events, options);
  }

  async append(
    stream: string,
    events: readonly EventToAppend[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    assertNotEmpty(stream, events);
    let result: AppendResult;
    try {
      result = this.appendInTransaction(stream, events, options);
    } catch (error) {
      // A retry shows up as a revision conflict or a duplicate event id; only then pay for the lookup.
      const retried = findRetriedAppend(stream, events, (id) => this.storedEvent(id));
      if (retried) return retried;
      throw error;
    }
    this.wakeSubscriptions();
    return result;
  }

  async *readStream(stream: string, fromRevision: StreamRevision = 0n): AsyncIterable<StoredEvent> {
    for (const row of this.selectStream.all(stream, Number(fromRevision))) {
      yield toStoredEvent(row);
    }
  }

  readPage(after: GlobalPosition, limit: number): StoredEvent[] {
    return this.selectPage.all(Number(after), limit).map(toStoredEvent);
  }

  async headPosition(): Promise<GlobalPosition> {
    return BigInt(this.selectHead.get()?.head ?? 0);
  }

  override async close(): Promise<void> {
    await super.close();
    this.stopPolling();
    await this.options.checkpoints?.forget(this.file);
    if (this.db.open) this.db.close();
  }

  private storedEvent(eventId: string): StoredEvent | undefined {
    const row = this.selectByEventId.get(eventId);
    return row && toStoredEvent(row);
  }

  /**
   * Other processes' commits are invisible to in-process wake-ups. SQLite's
   * data_version changes whenever another connection commits, and reading it
   * costs no I/O, so a short interval is cheap.
   */
  protected override firstSubscriptionStarted(): void {
    if (this.poller) return;
    this.lastDataVersion = this.dataVersion();
    this.poller = setInterval(() => {
      if (!this.db.open) return;
      const version = this.dataVersion();
      if (version === this.lastDataVersion) return;
      this.lastDataVersion = version;
      this.wakeSubscriptions();
    }, this.options.pollIntervalMs ?? 25);
    this.poller.unref();
  }

  protected override lastSubscriptionStopped(): void {
    this.stopPolling();
  }

  private stopPolling(): void {
    clearInterval(this.poller);
    this.poller = undefined;
  }

  private dataVersion(): number {
    return this.selectDataVersion.get()!;
  }
}

/**
 * The log holds emails and password hashes: its directory is the server
 * user's only (700), and the file is 600 before SQLite first opens it, so
 * the -wal and -shm files SQLite creates beside it get the same mode. Files
 * an older version left readable to others are narrowed too.
 */
export function createPrivately(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if (existsSync(path)) chmodSync(path, 0o600);
    } catch (error) {
      // Another user's file in a shared directory: theirs to narrow.
      if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    }
  }
}
