import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../event-store/event-store.contract.js';
import { InMemoryEventStore } from '../event-store/in-memory.event-store.js';
import { SqliteEventStore } from '../event-store/sqlite.event-store.js';
import { Gazetteer } from '../geography/index.js';
import { HttpClient } from '../../test/support/http-client.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { passwordHasher } from '../auth/password-hasher.js';
import { registerAdmin } from '../../test/support/admin.js';
import { seedDemoCommunity, type DemoSummary } from './demo-community.js';

const gazetteer = Gazetteer.load();
const now = new Date('2026-11-22T12:00:00.000Z');

describe('the demo community', () => {
  let dataDir: string;
  let summary: DemoSummary;
  let app: TestApp;
  /** How many events the seed wrote: the app's own reminders may follow once it runs. */
  let seeded: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'packmeet-demo-'));
    const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    summary = await seedDemoCommunity(
      store,
      gazetteer,
      await passwordHasher.hash('packmeet-demo'),
      { scale: 0.05, seed: 7, now },
    );
    seeded = (await collect(store.readAll())).length;
    await store.close();
    app = await startTestApp({ dataDir });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is a community: owners, dogs, groups in many cities, past and upcoming meetups, RSVPs and posts', () => {
    expect(summary).toMatchObject({ owners: 100, groups: 15, refused: 0 });
    expect(summary.dogs).toBeGreaterThan(130);
    expect(summary.cities).toBeGreaterThanOrEqual(10);
    expect(summary.pastMeetups).toBeGreaterThan(100);
    expect(summary.upcomingMeetups).toBeGreaterThan(5);
    // The figures count what anyone may see: public groups' RSVPs and posts.
    expect(summary.rsvps).toBeGreaterThan(120);
    expect(summary.posts).toBeGreaterThan(50);
  });

  it('went through the command side: the read models and the history see it, and demo owners sign in', async () => {
    const http = new HttpClient(app.url);
    const directory = (await http.get('/api/locations/directory')).body;
    const states = Object.keys(directory);
    expect(states.length).toBeGreaterThanOrEqual(5);
    const totalGroups = states.reduce((sum, state) => sum + directory[state].totalGroups, 0);
    expect(totalGroups).toBe(15);

    const login = await http.post('/api/auth/login', {
      email: summary.sampleAccounts[0],
      password: 'packmeet-demo',
    });
    expect(login.status).toBe(200);
    const upcoming = (await http.get('/api/meetups/upcoming', login.body.token)).body;
    expect(Array.isArray(upcoming)).toBe(true);

    const events = await collect(app.engines.eventStore.readAll());
    const pastMeetup = events.find(
      (event) =>
        event.type === 'MeetupScheduled' &&
        Date.parse((event.data as { startsAt: string }).startsAt) < now.getTime(),
    );
    const organizer = (pastMeetup!.data as { organizerId: string }).organizerId;
    expect(events.filter((event) => event.metadata.userId === organizer).length).toBeGreaterThan(1);
    // Simulated time: the seed's events carry the moments they happened in the six months before `now`.
    const times = events.slice(0, seeded).map((event) => Date.parse(event.metadata.occurredAt));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now.getTime() - 181 * 86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
  });

  it('gives the administrators’ moderation queue open reports with their context, and has a block and a hidden comment', async () => {
    expect(summary).toMatchObject({ openReports: 3, blocks: 1, hiddenComments: 1 });
    const http = new HttpClient(app.url);
    const admin = await registerAdmin(http, app.engines.eventStore);
    const queue = await http.get('/api/admin/moderation/reports', admin.token);
    expect(queue.status, queue.text).toBe(200);
    expect(
      queue.body.map((report: { target: { kind: string }; reason: string }) => [
        report.target.kind,
        report.reason,
      ]),
    ).toEqual([
      // Newest first, so that a flood of old reports cannot bury a new one.
      ['member', 'unsafe-dog-handling'],
      ['comment', 'harassment'],
      ['post', 'spam'],
    ]);
    for (const report of queue.body) {
      expect(report.details).toEqual(expect.any(String));
      expect(report.reporter.name).not.toBe('Former member');
    }
    expect(queue.body[2].content).toContain('Doodle puppies');
    expect(queue.body[1].content).toContain('keep it at home');
    const events = await collect(app.engines.eventStore.readAll());
    const of = (type: string) => events.filter((event) => event.type === type);
    expect(of('MemberBlocked')).toHaveLength(1);
    expect(of('CommentHidden')).toHaveLength(1);
    // The member blocked is the one reported for the comment and for their dog's handling.
    const blocked = (of('MemberBlocked')[0]!.data as { blockedId: string }).blockedId;
    expect(queue.body[1].subject.id).toBe(blocked);
    expect(queue.body[0].subject.id).toBe(blocked);
  });

  it('is the same community from the same seed', async () => {
    const names = async (seed: number) => {
      const store = new InMemoryEventStore();
      await seedDemoCommunity(store, gazetteer, 'hash', { scale: 0.02, seed, now });
      const events = await collect(store.readAll());
      return events
        .filter((event) => event.type === 'GroupCreated' || event.type === 'UserRegistered')
        .map((event) => JSON.stringify(event.data));
    };
    const first = await names(11);
    expect(await names(11)).toEqual(first);
    expect(await names(12)).not.toEqual(first);
  }, 60_000);
});
