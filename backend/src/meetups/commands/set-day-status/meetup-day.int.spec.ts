import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { addDog } from '../../../../test/support/dogs.js';
import { createGroup, joinGroup, userIdOf } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

/** The day of a meetup over HTTP: meetups start within the hour, so the window is open. */
const HOUR = 60 * 60_000;

describe('the day of a meetup', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  const eventCount = async (meetupId: string) => {
    let count = 0;
    for await (const _event of app.engines.eventStore.readStream(`meetup-${meetupId}`)) count += 1;
    return count;
  };

  /** An organizer's group, a meetup starting at `startsIn` ms, and a member going with a dog. */
  async function aDay(startsIn = 30 * 60_000, lastsMs?: number) {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const start = new Date(Date.now() + startsIn);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      date: start.toISOString(),
      ...(lastsMs ? { endTime: new Date(start.getTime() + lastsMs).toISOString() } : {}),
    });
    const member = await registerUser(app.http);
    await joinGroup(app.http, member.token, group.id);
    const dog = await addDog(app.http, member.token, { name: 'Juniper' });
    const rsvp = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { dogIds: [dog.id] },
      member.token,
    );
    expect(rsvp.status, rsvp.text).toBe(200);
    const memberId = await userIdOf(app.http, member.token);
    return { organizer, group, meetup, member, memberId, dog };
  }

  it('takes a status from someone going; the list shows it to signed-in viewers only', async () => {
    const { meetup, member, memberId } = await aDay();
    const late = await app.http.post(
      `/api/meetups/${meetup.id}/day-status`,
      { status: 'running_late', lateMinutes: 10 },
      member.token,
    );
    expect(late.status, late.text).toBe(200);
    expect(late.body).toMatchObject({ status: 'running_late', lateMinutes: 10, checkedIn: false });

    const signedIn = await app.http.get(`/api/meetups/${meetup.id}/attendees`, member.token);
    const entry = signedIn.body.find((a: { user: { id: string } }) => a.user.id === memberId);
    expect(entry.day).toMatchObject({ status: 'running_late', lateMinutes: 10 });

    const visitor = await app.http.get(`/api/meetups/${meetup.id}/attendees`);
    expect(visitor.body.every((a: Record<string, unknown>) => !('day' in a))).toBe(true);
    const meetupForVisitor = await app.http.get(`/api/meetups/${meetup.id}`);
    expect(meetupForVisitor.body.dayCounts).toEqual({
      onMyWay: 0,
      runningLate: 1,
      arrived: 0,
      leftEarly: 0,
    });
  });

  it('refuses a status from someone not going, with bad minutes, or before the window', async () => {
    const { meetup, member } = await aDay();
    const stranger = await registerUser(app.http);
    const before = await eventCount(meetup.id);

    const notGoing = await app.http.post(
      `/api/meetups/${meetup.id}/day-status`,
      { status: 'on_my_way' },
      stranger.token,
    );
    expect(notGoing.status).toBe(403);
    expect(notGoing.body.code).toBe('MEETUPS.DAY_ATTENDEES_ONLY');

    const noMinutes = await app.http.post(
      `/api/meetups/${meetup.id}/day-status`,
      { status: 'running_late' },
      member.token,
    );
    expect(noMinutes.status).toBe(400);
    expect(noMinutes.text).toContain('minutes');
    const badStatus = await app.http.post(
      `/api/meetups/${meetup.id}/day-status`,
      { status: 'asleep' },
      member.token,
    );
    expect(badStatus.status).toBe(400);

    const later = await aDay(3 * 3600_000);
    const tooEarly = await app.http.post(
      `/api/meetups/${later.meetup.id}/day-status`,
      { status: 'on_my_way' },
      later.member.token,
    );
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.code).toBe('MEETUPS.DAY_NOT_OPEN');
    expect(await eventCount(meetup.id)).toBe(before);

    const anonymous = await app.http.post(`/api/meetups/${meetup.id}/day-status`, {
      status: 'on_my_way',
    });
    expect(anonymous.status).toBe(401);
  });

  it('lets organizers only check people in, one tap per owner with their dogs', async () => {
    const { meetup, organizer, member, memberId, dog } = await aDay();
    const refused = await app.http.post(
      `/api/meetups/${meetup.id}/check-in`,
      { userId: memberId },
      member.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('MEETUPS.ORGANIZERS_ONLY');
    expect((await app.http.get(`/api/meetups/${meetup.id}/check-in`, member.token)).status).toBe(
      403,
    );

    const list = await app.http.get(`/api/meetups/${meetup.id}/check-in`, organizer.token);
    expect(list.status).toBe(200);
    expect(list.body.entries).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: memberId }),
        dogs: [{ id: dog.id, name: 'Juniper' }],
        noShow: false,
      }),
    ]);

    const checkedIn = await app.http.post(
      `/api/meetups/${meetup.id}/check-in`,
      { userId: memberId },
      organizer.token,
    );
    expect(checkedIn.status, checkedIn.text).toBe(200);
    expect(checkedIn.body.entries[0].day.checkedIn).toBe(true);
    expect((await app.http.get(`/api/meetups/${meetup.id}`)).body.dayCounts.arrived).toBe(1);

    const nobody = await app.http.post(
      `/api/meetups/${meetup.id}/check-in`,
      { userId: 'not-going' },
      organizer.token,
    );
    expect(nobody.status).toBe(409);
    expect(nobody.body.code).toBe('MEETUPS.NOT_GOING');
    const noBody = await app.http.post(`/api/meetups/${meetup.id}/check-in`, {}, organizer.token);
    expect(noBody.status).toBe(400);

    const early = await app.http.post(
      `/api/meetups/${meetup.id}/no-show`,
      { userId: memberId },
      organizer.token,
    );
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('MEETUPS.NOT_ENDED');
  });

  it('keeps attendance records for the member and their groups’ organizers, not other members', async () => {
    const { meetup, organizer, group, member, memberId } = await aDay();
    await app.http.post(
      `/api/meetups/${meetup.id}/check-in`,
      { userId: memberId },
      organizer.token,
    );
    const other = await registerUser(app.http);
    await joinGroup(app.http, other.token, group.id);

    const own = await app.http.get(`/api/users/${memberId}/attendance`, member.token);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ userId: memberId, attended: 1, noShows: 0 });
    expect(own.body.entries[0]).toMatchObject({ meetupId: meetup.id, outcome: 'attended' });

    const organizers = await app.http.get(`/api/users/${memberId}/attendance`, organizer.token);
    expect(organizers.status).toBe(200);
    expect(organizers.body.attended).toBe(1);

    const otherMember = await app.http.get(`/api/users/${memberId}/attendance`, other.token);
    expect(otherMember.status).toBe(403);
    expect(otherMember.body.code).toBe('MEETUPS.ATTENDANCE_PRIVATE');
  });

  it('after the end: no-shows, notes from those who came, the organizers’ summary', async () => {
    const { meetup, organizer, group, member, memberId, dog } = await aDay(1_500, HOUR);
    const friend = await registerUser(app.http);
    await joinGroup(app.http, friend.token, group.id);
    const friendsDog = await addDog(app.http, friend.token, { name: 'Pepper' });
    await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { dogIds: [friendsDog.id] },
      friend.token,
    );
    const friendId = await userIdOf(app.http, friend.token);
    const noShowLater = await registerUser(app.http);
    await joinGroup(app.http, noShowLater.token, group.id);
    await app.http.post(`/api/meetups/${meetup.id}/rsvp`, {}, noShowLater.token);
    const absentId = await userIdOf(app.http, noShowLater.token);
    for (const userId of [memberId, friendId]) {
      const response = await app.http.post(
        `/api/meetups/${meetup.id}/check-in`,
        { userId },
        organizer.token,
      );
      expect(response.status, response.text).toBe(200);
    }
    const tooSoon = await app.http.put(
      `/api/meetups/${meetup.id}/note`,
      { note: 'Lovely' },
      member.token,
    );
    expect(tooSoon.status).toBe(409);
    // The meetup ends on the server's clock: two hours on, for the rest of the test.
    vi.spyOn(app.app.get<Clock>(CLOCK), 'now').mockImplementation(
      () => new Date(Date.now() + 2 * HOUR),
    );

    const noShow = await app.http.post(
      `/api/meetups/${meetup.id}/no-show`,
      { userId: absentId },
      organizer.token,
    );
    expect(noShow.status, noShow.text).toBe(200);
    expect(
      noShow.body.entries.find((e: { user: { id: string } }) => e.user.id === absentId).noShow,
    ).toBe(true);
    const cameAfterAll = await app.http.post(
      `/api/meetups/${meetup.id}/no-show`,
      { userId: memberId },
      organizer.token,
    );
    expect(cameAfterAll.body.code).toBe('MEETUPS.CHECKED_IN');
    expect(
      (await app.http.get(`/api/users/${absentId}/attendance`, noShowLater.token)).body.noShows,
    ).toBe(1);

    const note = await app.http.put(
      `/api/meetups/${meetup.id}/note`,
      { note: 'Calm start, thank you!', playedWellWith: [friendsDog.id] },
      member.token,
    );
    expect(note.status, note.text).toBe(200);
    expect(note.body).toMatchObject({
      note: 'Calm start, thank you!',
      playedWellWith: [friendsDog.id],
    });
    const ownDog = await app.http.put(
      `/api/meetups/${meetup.id}/note`,
      { playedWellWith: [dog.id] },
      member.token,
    );
    expect(ownDog.status).toBe(400);
    const absentNote = await app.http.put(
      `/api/meetups/${meetup.id}/note`,
      { note: 'Sorry' },
      noShowLater.token,
    );
    expect(absentNote.status).toBe(403);

    const summary = await app.http.get(`/api/meetups/${meetup.id}/notes`, organizer.token);
    expect(summary.status).toBe(200);
    expect(summary.body.notes).toEqual([
      expect.objectContaining({
        note: 'Calm start, thank you!',
        author: expect.objectContaining({ id: memberId }),
      }),
    ]);
    expect(summary.body.playedWell).toEqual([
      {
        dogs: expect.arrayContaining([
          { id: dog.id, name: 'Juniper' },
          { id: friendsDog.id, name: 'Pepper' },
        ]),
        count: 1,
      },
    ]);
    expect((await app.http.get(`/api/meetups/${meetup.id}/notes`, member.token)).status).toBe(403);

    const history = await app.http.get(
      `/api/meetups/${meetup.id}/history?at=${encodeURIComponent(app.app.get<Clock>(CLOCK).now().toISOString())}`,
      organizer.token,
    );
    expect(history.body.entries.map((e: { sentence: string }) => e.sentence)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/checked .* in\./),
        expect.stringMatching(/no-show/),
      ]),
    );
    expect(history.body.asOf.day).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          person: expect.objectContaining({ id: absentId }),
          noShow: true,
        }),
        expect.objectContaining({
          person: expect.objectContaining({ id: memberId }),
          checkedIn: true,
        }),
      ]),
    );
  });
});
