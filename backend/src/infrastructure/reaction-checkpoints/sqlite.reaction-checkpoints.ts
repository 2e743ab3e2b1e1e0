import Database from 'better-sqlite3';
import type { GlobalPosition } from '../../event-store/event-store.port.js';
import { createPrivately } from '../../event-store/sqlite.event-store.js';
import type { WalCheckpoints } from '../../event-store/wal-checkpoints.js';
import type { ReactionCheckpoints } from './reaction-checkpoints.port.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS reaction_checkpoints (
  name      TEXT PRIMARY KEY,
  position  TEXT NOT NULL
) STRICT;
`;

/**
 * Embedded mode: the read store lives in memory and its snapshots hold only
 * what projections fold, so the reactions' places are kept in a small SQLite
 * file of their own in DATA_DIR. A position is a few bytes written after a
 * handled event (and every 1,000 passed over); WAL with synchronous=NORMAL
 * makes that a write without an fsync, and a crash that loses the last one
 * only hands an event over again, which the reactions' deciders refuse.
 */
export class SqliteReactionCheckpoints implements ReactionCheckpoints {
  private readonly db: Database.Database;
  private readonly select: Database.Statement<[string], { position: string }>;
  private readonly upsert: Database.Statement<[string, string]>;

  constructor(
    private readonly file: string,
    /** Runs the file's checkpoints off the event loop (the server's), else SQLite's automatic ones. */
    private readonly checkpoints?: WalCheckpoints,
  ) {
    // Like the log beside it: the server user's only, -wal and -shm included.
    createPrivately(file);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    // A CLI beside the server waits for the write lock instead of failing.
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    if (checkpoints) void checkpoints.watch(file, this.db);
    this.select = this.db.prepare('SELECT position FROM reaction_checkpoints WHERE name = ?');
    this.upsert = this.db.prepare(
      `INSERT INTO reaction_checkpoints (name, position) VALUES (?, ?)
       ON CONFLICT (name) DO UPDATE SET position = excluded.position`,
    );
  }

  async read(name: string): Promise<GlobalPosition | null> {
    const row = this.select.get(name);
    return row ? BigInt(row.position) : null;
  }

  async save(name: string, position: GlobalPosition): Promise<void> {
    this.upsert.run(name, position.toString());
  }

  async close(): Promise<void> {
    await this.checkpoints?.forget(this.file);
    if (this.db.open) this.db.close();
  }
}
