import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { registerUser } from '../../test/support/accounts.js';
import { addDog } from '../../test/support/dogs.js';
import { createGroup, joinGroup, joinThroughRequest } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { LIVE_EVENTS, type AttendanceUpdate } from '../contracts/live.js';
import { connect, fence, watchMeetup } from '../../test/support/sockets.js';

const watch = watchMeetup;

function nextUpdate(
  socket: Socket,
  where: (update: AttendanceUpdate) => boolean = () => true,
): Promise<AttendanceUpdate> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no attendance update within 3 s')), 3_000);
    const listener = (update: AttendanceUpdate) => {
      if (!where(update)) return;
      clearTimeout(timer);
      socket.off(LIVE_EVENTS.attendance, listener);
      resolve(update);
    };
    socket.on(LIVE_EVENTS.attendance, listener);
  });
}

describe('live attendance over socket.io', () => {
  let app: TestApp;
  let organizer: Awaited<ReturnType<typeof registerUser>>;
  let groupId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    organizer = await registerUser(app.http);
    groupId = (await createGroup(app.http, organizer.token)).id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
  });

  it('pushes the new attendance to visitors and members after an RSVP, trimmed for visitors', async () => {
    const meetup = await scheduleMeetup(app.http, organizer.token, groupId);
    const member = await registerUser(app.http, { firstName: 'Lena' });
    const dog = await addDog(app.http, member.token, { name: 'Pico' });
    const visitor = await connect(app.url);
    const signedIn = await connect(app.url, organizer.token);
    sockets.push(visitor, signedIn);
    expect(await watch(visitor, meetup.id)).toEqual({ ok: true });
    expect(await watch(signedIn, meetup.id)).toEqual({ ok: true });

    const forVisitor = nextUpdate(visitor);
    const forMember = nextUpdate(signedIn);
    await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'going', dogIds: [dog.id] },
      member.token,
    );
    const [seenByVisitor, seenByMember] = await Promise.all([forVisitor, forMember]);

    expect(seenByVisitor).toMatchObject({
      meetupId: meetup.id,
      currentAttendees: 1,
      placesLeft: 19,
    });
    expect(seenByVisitor.changed).toEqual([
      {
        user: { id: expect.any(String), firstName: 'Lena', profilePicture: null },
        dogs: [expect.objectContaining({ name: 'Pico' })],
        rsvpStatus: 'going',
        arrivalSlot: null,
        waitlistPosition: null,
        order: expect.any(Number),
      },
    ]);
    expect(seenByVisitor.removed).toEqual([]);
    expect(seenByMember.changed[0]!.user.username).toBe(member.username);
    const visitorText = JSON.stringify(seenByVisitor);
    expect(visitorText).not.toContain('Barton Springs');
    expect(visitorText).not.toContain('30.2669');
    expect(visitorText).not.toContain(member.username);
  });

  it('keeps private groups’ meetups from outsiders', async () => {
    const privateGroup = await createGroup(app.http, organizer.token, { isPrivate: true });
    const meetup = await scheduleMeetup(app.http, organizer.token, privateGroup.id);
    const visitor = await connect(app.url);
    const outsider = await connect(app.url, (await registerUser(app.http)).token);
    const insider = await connect(app.url, organizer.token);
    sockets.push(visitor, outsider, insider);
    expect(await watch(visitor, meetup.id)).toEqual({ ok: false, error: 'Meetup not found' });
    expect(await watch(outsider, meetup.id)).toEqual({ ok: false, error: 'Meetup not found' });
    expect(await watch(insider, meetup.id)).toEqual({ ok: true });
  });

  it('stops pushing a private group’s meetup to the sockets of someone who left the group', async () => {
    const privateGroup = await createGroup(app.http, organizer.token, { isPrivate: true });
    const meetup = await scheduleMeetup(app.http, organizer.token, privateGroup.id);
    const leaver = await registerUser(app.http);
    await joinThroughRequest(app.http, organizer.token, leaver.token, privateGroup.id);
    const socket = await connect(app.url, leaver.token);
    const insider = await connect(app.url, organizer.token);
    sockets.push(socket, insider);
    expect(await watch(socket, meetup.id)).toEqual({ ok: true });
    expect(await watch(insider, meetup.id)).toEqual({ ok: true });
    const pushes: AttendanceUpdate[] = [];
    socket.on(LIVE_EVENTS.attendance, (update: AttendanceUpdate) => pushes.push(update));
    const rsvp = (status: string) =>
      app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status }, organizer.token);
    await rsvp('maybe');
    await expect.poll(() => pushes.length).toBeGreaterThan(0);

    await app.http.post(`/api/groups/${privateGroup.id}/leave`, undefined, leaver.token);
    pushes.length = 0;
    const pushed = nextUpdate(insider, (update) => update.currentAttendees === 1);
    await rsvp('going');
    // The push has gone out (a member has it): one sent to the leaver would arrive before the fence.
    await pushed;
    await fence(socket);
    expect(pushes).toEqual([]);
  });

  it('marks every socket.io answer nosniff: polling data, handshakes and errors', async () => {
    const handshake = await app.http.get('/socket.io/?EIO=4&transport=polling');
    expect(handshake.status).toBe(200);
    const sid = JSON.parse(handshake.text.slice(1)).sid as string;
    const connect = await app.http.request(
      'POST',
      `/socket.io/?EIO=4&transport=polling&sid=${sid}`,
      {
        rawBody: '40',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      },
    );
    const data = await app.http.get(`/socket.io/?EIO=4&transport=polling&sid=${sid}`);
    const refused = await app.http.get('/socket.io/?EIO=4&transport=carrier-pigeon');
    expect(data.text).toMatch(/^40/);
    expect(refused.status).toBe(400);
    for (const response of [handshake, connect, data, refused])
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a handshake with a bad token, rather than quietly treating it as a visitor', async () => {
    for (const token of ['not-a-token', `${organizer.token}x`, 42]) {
      const socket = io(app.url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        forceNew: true,
      });
      sockets.push(socket);
      const error = await new Promise<Error & { data?: unknown }>((resolve, reject) => {
        socket.once('connect', () => reject(new Error(`connected with ${String(token)}`)));
        socket.once('connect_error', resolve);
      });
      expect(error.message).toBe('Your session has expired. Please sign in again.');
      expect(error.data).toEqual({ code: 'AUTH.INVALID_TOKEN' });
      // A refusal by the server is final: socket.io does not try again on its own.
      expect(socket.active).toBe(false);
    }
    // No token at all is a visitor, as before.
    const visitor = await connect(app.url);
    sockets.push(visitor);
    expect(visitor.connected).toBe(true);
  });

  it('ignores a token passed in the query string (it would end up in logs)', async () => {
    const socket = io(app.url, {
      path: '/socket.io',
      transports: ['websocket'],
      query: { token: organizer.token },
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const privateGroup = await createGroup(app.http, organizer.token, { isPrivate: true });
    const meetup = await scheduleMeetup(app.http, organizer.token, privateGroup.id);
    expect(await watch(socket, meetup.id)).toEqual({ ok: false, error: 'Meetup not found' });
  });

  it('coalesces a burst of RSVPs into a few pushes that end with the full count', async () => {
    const meetup = await scheduleMeetup(app.http, organizer.token, groupId, { maxAttendees: 50 });
    const people = await Promise.all(Array.from({ length: 30 }, () => registerUser(app.http)));
    await Promise.all(people.map((person) => joinGroup(app.http, person.token, groupId)));
    const socket = await connect(app.url, organizer.token);
    sockets.push(socket);
    await watch(socket, meetup.id);
    const updates: AttendanceUpdate[] = [];
    socket.on(LIVE_EVENTS.attendance, (update: AttendanceUpdate) => updates.push(update));
    await Promise.all(
      people.map((person) =>
        app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, person.token),
      ),
    );
    const deadline = Date.now() + 3_000;
    while ((updates.at(-1)?.currentAttendees ?? 0) < 30 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(updates.at(-1)?.currentAttendees).toBe(30);
    // Each push carries only who changed since the one before: together, all thirty, once.
    const changed = updates.flatMap((update) => update.changed.map((entry) => entry.user.id));
    expect(new Set(changed).size).toBe(30);
    expect(changed).toHaveLength(30);
    expect(updates.length).toBeLessThan(30);
  });

  it('tells who took their answer back, and moves the queue up in the pushed entries', async () => {
    const meetup = await scheduleMeetup(app.http, organizer.token, groupId, { maxAttendees: 5 });
    const people = await Promise.all(Array.from({ length: 7 }, () => registerUser(app.http)));
    const socket = await connect(app.url, organizer.token);
    sockets.push(socket);
    await watch(socket, meetup.id);
    const named = new Set<string>();
    socket.on(LIVE_EVENTS.attendance, (pushed: AttendanceUpdate) => {
      for (const entry of pushed.changed) named.add(entry.user.id);
    });
    const ids: string[] = [];
    for (const person of people) {
      await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, person.token);
      ids.push((await app.http.get('/api/profile', person.token)).body.id);
    }
    // Wait until the answers above have gone out: a push carries everyone changed since the one before.
    await expect.poll(() => named.size, { timeout: 3_000 }).toBe(7);
    const update = nextUpdate(socket, (pushed) => pushed.removed.length > 0);
    // The first of the five going leaves: the first in the queue takes the place.
    await app.http.delete(`/api/meetups/${meetup.id}/rsvp`, people[0]!.token);
    const seen = await update;
    expect(seen.removed).toEqual([ids[0]]);
    expect(seen.changed).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: ids[5] }),
        rsvpStatus: 'going',
        waitlistPosition: null,
      }),
    ]);
    expect(seen).toMatchObject({ currentAttendees: 5, attendance: { waitlisted: 1 } });
    // The list a client keeps with the pushes equals the one the API answers.
    const before = (await app.http.get(`/api/meetups/${meetup.id}/attendees`, organizer.token))
      .body;
    expect(before.map((entry: { user: { id: string } }) => entry.user.id)).toEqual([
      ...ids.slice(1, 6),
      ids[6],
    ]);
    expect(before.at(-1)).toMatchObject({ rsvpStatus: 'waitlisted', waitlistPosition: 1 });
  });
});
