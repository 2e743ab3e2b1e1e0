import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { registerUser } from '../../test/support/accounts.js';
import { changeGroupKind, createGroup, joinGroup, userIdOf } from '../../test/support/groups.js';
import { addDog } from '../../test/support/dogs.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { LIVE_EVENTS, type AttendanceUpdate } from '../contracts/live.js';
import { connect, fence, watchMeetup } from '../../test/support/sockets.js';

function nextUpdate(
  socket: Socket,
  where: (update: AttendanceUpdate) => boolean,
): Promise<AttendanceUpdate> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching update within 3 s')), 3_000);
    const listener = (update: AttendanceUpdate) => {
      if (!where(update)) return;
      clearTimeout(timer);
      socket.off(LIVE_EVENTS.attendance, listener);
      resolve(update);
    };
    socket.on(LIVE_EVENTS.attendance, listener);
  });
}

/** A status change travels the attendance push: whole for members, counts only for visitors. */
describe('the day, live over socket.io', () => {
  let app: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
  });

  async function aMeetupToday() {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      date: new Date(Date.now() + 20 * 60_000).toISOString(),
    });
    const member = await registerUser(app.http, { firstName: 'Rosa' });
    await joinGroup(app.http, member.token, group.id);
    await app.http.post(`/api/meetups/${meetup.id}/rsvp`, {}, member.token);
    return { organizer, group, meetup, member, memberId: await userIdOf(app.http, member.token) };
  }

  it('pushes a status and a check-in to members with the person, to visitors as counts', async () => {
    const { organizer, meetup, member, memberId } = await aMeetupToday();
    const visitor = await connect(app.url);
    const watcher = await connect(app.url, (await registerUser(app.http)).token);
    sockets.push(visitor, watcher);
    for (const socket of [visitor, watcher])
      expect(await watchMeetup(socket, meetup.id)).toEqual({ ok: true });

    const late = (update: AttendanceUpdate) => update.dayCounts.runningLate === 1;
    const [forVisitor, forMember] = [nextUpdate(visitor, late), nextUpdate(watcher, late)];
    const response = await app.http.post(
      `/api/meetups/${meetup.id}/day-status`,
      { status: 'running_late', lateMinutes: 10 },
      member.token,
    );
    expect(response.status, response.text).toBe(200);
    const [seenByVisitor, seenByMember] = await Promise.all([forVisitor, forMember]);
    expect(seenByMember.changed).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: memberId }),
        day: expect.objectContaining({ status: 'running_late', lateMinutes: 10 }),
      }),
    ]);
    expect(seenByVisitor.dayCounts).toEqual({
      onMyWay: 0,
      runningLate: 1,
      arrived: 0,
      leftEarly: 0,
    });
    expect(JSON.stringify(seenByVisitor)).not.toContain('running_late');

    const arrived = nextUpdate(watcher, (update) => update.dayCounts.arrived === 1);
    await app.http.post(
      `/api/meetups/${meetup.id}/check-in`,
      { userId: memberId },
      organizer.token,
    );
    const checkedIn = await arrived;
    expect(checkedIn.dayCounts).toMatchObject({ runningLate: 0, arrived: 1 });
    expect(checkedIn.changed[0]?.day).toMatchObject({ checkedIn: true });
  });

  it('pushes the board’s facts: places per size, each slot’s dogs, dogs that need space, an undone check-in', async () => {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      date: new Date(Date.now() + 20 * 60_000).toISOString(),
      dogLimit: 6,
      sizeLimits: { large: 2 },
      calm: true,
      arrivalSlots: { everyMinutes: 10, dogsPerSlot: 3 },
    });
    const member = await registerUser(app.http, { firstName: 'Rosa' });
    await joinGroup(app.http, member.token, group.id);
    const dog = await addDog(app.http, member.token, {
      name: 'Juniper',
      sizeClass: 'large',
      needsSpace: true,
    });
    const memberId = await userIdOf(app.http, member.token);
    const watcher = await connect(app.url, (await registerUser(app.http)).token);
    sockets.push(watcher);
    expect(await watchMeetup(watcher, meetup.id)).toEqual({ ok: true });

    const answered = nextUpdate(watcher, (update) => update.dogsGoing === 1);
    const rsvp = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { dogIds: [dog.id], arrivalSlot: 10 },
      member.token,
    );
    expect(rsvp.status, rsvp.text).toBe(200);
    const update = await answered;
    expect(update.sizePlacesLeft).toEqual({ large: 1 });
    expect(update.dogPlacesLeft).toBe(5);
    expect(update.slots.slice(0, 2)).toEqual([
      expect.objectContaining({ offset: 0, dogsGoing: 0, placesLeft: 3 }),
      expect.objectContaining({ offset: 10, dogsGoing: 1, placesLeft: 2 }),
    ]);
    expect(update.changed[0]).toMatchObject({
      arrivalSlot: 10,
      dogs: [expect.objectContaining({ name: 'Juniper', sizeClass: 'large', needsSpace: true })],
    });

    const arrived = nextUpdate(watcher, (each) => each.dayCounts.arrived === 1);
    await app.http.post(
      `/api/meetups/${meetup.id}/check-in`,
      { userId: memberId },
      organizer.token,
    );
    await arrived;
    const undone = nextUpdate(watcher, (each) => each.dayCounts.arrived === 0);
    const undo = await app.http.post(
      `/api/meetups/${meetup.id}/undo-check-in`,
      { userId: memberId },
      organizer.token,
    );
    expect(undo.status, undo.text).toBe(200);
    expect((await undone).changed[0]?.day).toMatchObject({ checkedIn: false });
  });

  it('keeps a private group’s day from outsiders’ sockets', async () => {
    const { organizer, group, meetup, member } = await aMeetupToday();
    await changeGroupKind(app.http, organizer.token, group.id, 'private');
    const outsider = await connect(app.url, (await registerUser(app.http)).token);
    const visitor = await connect(app.url);
    sockets.push(outsider, visitor);
    for (const socket of [outsider, visitor]) {
      expect((await watchMeetup(socket, meetup.id)).ok).toBe(false);
    }
    const insider = await connect(app.url, organizer.token);
    sockets.push(insider);
    expect((await watchMeetup(insider, meetup.id)).ok).toBe(true);
    let leaked = false;
    for (const socket of [outsider, visitor])
      socket.on(LIVE_EVENTS.attendance, () => (leaked = true));
    const pushed = nextUpdate(insider, (update) => update.dayCounts.onMyWay === 1);
    await app.http.post(
      `/api/meetups/${meetup.id}/day-status`,
      { status: 'on_my_way' },
      member.token,
    );
    // The push has gone out (a member has it): one sent to an outsider would arrive before the fence.
    await pushed;
    await Promise.all([outsider, visitor].map(fence));
    expect(leaked).toBe(false);
  });
});
