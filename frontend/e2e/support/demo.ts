import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passwordHasher } from '../../../backend/src/auth/password-hasher.js';
import { seedDemoCommunity, type DemoSummary } from '../../../backend/src/demo/demo-community.js';
import { SqliteEventStore } from '../../../backend/src/event-store/sqlite.event-store.js';
import { Gazetteer } from '../../../backend/src/geography/gazetteer.js';

/** Every demo account signs in with this password (as with `npm run seed:demo`). */
export const DEMO_PASSWORD = 'packmeet-demo';

export interface DemoDataDir {
  dataDir: string;
  summary: DemoSummary;
  remove(): void;
}

/**
 * A fresh data directory holding the demo community, written through the real command side
 * into the real SQLite event store, for a server process to boot on. The simulated six months
 * end now, so the upcoming meetups are upcoming for the server too.
 */
export async function seedDemoDataDir(options: {
  scale: number;
  seed: number;
}): Promise<DemoDataDir> {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-e2e-demo-'));
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  try {
    const summary = await seedDemoCommunity(
      store,
      Gazetteer.load(),
      await passwordHasher.hash(DEMO_PASSWORD),
      { ...options, now: new Date() },
    );
    return { dataDir, summary, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
  } finally {
    await store.close();
  }
}
