import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { LIVE_EVENTS, type AttendanceUpdate } from '../src/contracts/live.js';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import { registerUser } from './support/accounts.js';
import { createGroup } from './support/groups.js';
import { HttpClient } from './support/http-client.js';
import { scheduleMeetup } from './support/meetups.js';
import { startServer, type ServerProcess } from './support/server-process.js';

/**
 * Two API processes on one embedded data directory, as behind a load
 * balancer: each keeps its own read models from the shared SQLite log, so a
 * change made through one reaches the other's live rooms.
 */
describe('two API processes sharing one data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-shared-'));
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    first = await startServer({ dataDir });
    second = await startServer({ dataDir });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('pushes an RSVP made through one process to a socket on the other within a second', async () => {
    const viaFirst = new HttpClient(first.url);
    const viaSecond = new HttpClient(second.url);
    const organizer = await registerUser(viaFirst);
    const group = await createGroup(viaFirst, organizer.token);
    const meetup = await scheduleMeetup(viaFirst, organizer.token, group.id);
    const member = await registerUser(viaFirst);

    // The second process learns of the meetup from the shared log.
    const deadline = Date.now() + 2_000;
    while (
      (await viaSecond.get(`/api/meetups/${meetup.id}`)).status !== 200 &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const socket = io(first.url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect(await socket.emitWithAck(LIVE_EVENTS.watchMeetup, { meetupId: meetup.id })).toEqual({
      ok: true,
    });

    const received = new Promise<{ update: AttendanceUpdate; at: number }>((resolve) =>
      socket.on(LIVE_EVENTS.attendance, (update: AttendanceUpdate) =>
        resolve({ update, at: Date.now() }),
      ),
    );
    // Wait until the second process knows the member too (its read model follows the log).
    while ((await viaSecond.get('/api/profile', member.token)).status !== 200)
      await new Promise((r) => setTimeout(r, 20));
    const rsvp = await viaSecond.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'going' },
      member.token,
    );
    const answeredAt = Date.now();
    expect(rsvp.status).toBe(200);

    const { update, at } = await Promise.race([
      received,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('not received within 1 s')), 1_000),
      ),
    ]);
    expect(update).toMatchObject({ meetupId: meetup.id, currentAttendees: 1 });
    expect(at - answeredAt).toBeLessThan(1_000);
    socket.disconnect();
  });

  it('holds capacity and the queue order when RSVPs race through both processes on one meetup', async () => {
    const viaFirst = new HttpClient(first.url);
    const viaSecond = new HttpClient(second.url);
    const organizer = await registerUser(viaFirst);
    const group = await createGroup(viaFirst, organizer.token);
    const meetup = await scheduleMeetup(viaFirst, organizer.token, group.id, { maxAttendees: 10 });
    const people = await Promise.all(Array.from({ length: 60 }, () => registerUser(viaFirst)));
    // Both processes know everyone before the race (each folds the shared log).
    for (const person of people)
      while ((await viaSecond.get('/api/profile', person.token)).status !== 200)
        await new Promise((resolve) => setTimeout(resolve, 20));

    const answers = await Promise.all(
      people.map((person, index) =>
        (index % 2 === 0 ? viaFirst : viaSecond).post(
          `/api/meetups/${meetup.id}/rsvp`,
          { status: 'going' },
          person.token,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 200));

    // The order of the appends is the order of the places and of the queue.
    const log = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    const arrival: { type: string; userId: string }[] = [];
    for await (const event of log.readStream(`meetup-${meetup.id}`)) {
      if (event.type === 'RsvpSet' || event.type === 'RsvpWaitlisted')
        arrival.push({ type: event.type, userId: (event.data as { userId: string }).userId });
    }
    await log.close();
    expect(arrival).toHaveLength(60);
    expect(arrival.slice(0, 10).every((answer) => answer.type === 'RsvpSet')).toBe(true);
    expect(arrival.slice(10).every((answer) => answer.type === 'RsvpWaitlisted')).toBe(true);

    for (const via of [viaFirst, viaSecond]) {
      let attendees: { rsvpStatus: string; user: { id: string } }[] = [];
      const deadline = Date.now() + 2_000;
      do {
        // The list pages (50 a page): every page.
        attendees = await via.all(`/api/meetups/${meetup.id}/attendees`, organizer.token);
      } while (attendees.length < 60 && Date.now() < deadline);
      const ids = (status: string) =>
        attendees.filter((a) => a.rsvpStatus === status).map((a) => a.user.id);
      expect(ids('going')).toEqual(arrival.slice(0, 10).map((answer) => answer.userId));
      expect(ids('waitlisted')).toEqual(arrival.slice(10).map((answer) => answer.userId));
    }
  }, 60_000);
});
