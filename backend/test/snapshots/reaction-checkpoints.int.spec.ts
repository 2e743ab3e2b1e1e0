import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { WaitlistDemandReaction } from '../../src/demand/reactions/waitlist-demand.reaction.js';
import { ChangeAnnouncementsReaction } from '../../src/discussion/reactions/change-announcements.reaction.js';
import type { EventStore, GlobalPosition } from '../../src/event-store/event-store.port.js';
import { PlaymatesGoingReaction } from '../../src/playmates/reactions/playmates-going.reaction.js';
import { registerUser } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const REACTIONS = [
  ['waitlist-demand', WaitlistDemandReaction],
  ['change-announcements', ChangeAnnouncementsReaction],
  ['playmates-going', PlaymatesGoingReaction],
] as const;

/** The event store as the app uses it, noting where each subscription starts. */
function recordingSubscriptions(from: GlobalPosition[]) {
  return (store: EventStore): EventStore =>
    new Proxy(store, {
      get(target, property, receiver) {
        if (property === 'subscribeToAll') {
          return (position: GlobalPosition, ...rest: [never, never]) => {
            from.push(position);
            return target.subscribeToAll(position, ...rest);
          };
        }
        const value = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
}

/*
 * The log reactions ("after X, also do Y") keep where they are in
 * DATA_DIR/reactions.sqlite: after a clean stop the server starts every
 * follower of the log at its checkpoint, and nothing reads the log from its
 * first event again (the read models come from their snapshots).
 */
describe('log reactions across a restart (embedded)', () => {
  let app: TestApp | undefined;
  afterAll(async () => app?.close());

  it('resume from their stored checkpoints instead of the first event', async () => {
    const first: GlobalPosition[] = [];
    app = await startTestApp({ decorateEventStore: recordingSubscriptions(first) });
    for (let i = 0; i < 3; i += 1) await registerUser(app.http);
    const head = await app.engines.eventStore.headPosition();
    expect(head).toBeGreaterThan(0n);
    await expect
      .poll(() => REACTIONS.every(([, reaction]) => app!.app.get(reaction).position >= head))
      .toBe(true);
    await app.stop();

    // What the file says, read by a plain SQLite client.
    const file = new Database(join(app.dataDir, 'reactions.sqlite'), { readonly: true });
    const rows = file.prepare('SELECT name, position FROM reaction_checkpoints').all() as {
      name: string;
      position: string;
    }[];
    file.close();
    expect(Object.fromEntries(rows.map((row) => [row.name, BigInt(row.position)]))).toEqual(
      Object.fromEntries(REACTIONS.map(([name]) => [name, head])),
    );

    const second: GlobalPosition[] = [];
    const { dataDir } = app;
    app = await startTestApp({ dataDir, decorateEventStore: recordingSubscriptions(second) });
    // The first start followed the log from its beginning; the second starts nothing there.
    expect(first).toContain(0n);
    expect(second.length).toBeGreaterThanOrEqual(REACTIONS.length);
    expect(second.filter((position) => position < head)).toEqual([]);
    for (const [, reaction] of REACTIONS) {
      expect(app.app.get(reaction).position).toBeGreaterThanOrEqual(head);
    }
  });
});
