import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { addDog } from '../../../../test/support/dogs.js';
import { createGroup, joinGroup, userIdOf } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

/** Undoing a check-in tapped by mistake (POST /api/meetups/{id}/undo-check-in). */
const HOUR = 60 * 60_000;

describe('undoing a check-in', () => {
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

  /** A meetup starting in `startsIn` ms with a member going with a dog, checked in already. */
  async function aCheckIn(startsIn: number, lastsMs?: number) {
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
    const checkIn = await app.http.post(
      `/api/meetups/${meetup.id}/check-in`,
      { userId: memberId },
      organizer.token,
    );
    expect(checkIn.status, checkIn.text).toBe(200);
    return { organizer, meetup, member, memberId };
  }

  const undo = (meetupId: string, userId: string, token: string) =>
    app.http.post(`/api/meetups/${meetupId}/undo-check-in`, { userId }, token);

  it('organizers undo a check-in on the day: off the board and off the member’s record', async () => {
    const { organizer, meetup, member, memberId } = await aCheckIn(30 * 60_000);
    expect(
      (await app.http.get(`/api/users/${memberId}/attendance`, member.token)).body,
    ).toMatchObject({ attended: 1 });

    const refused = await undo(meetup.id, memberId, member.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('MEETUPS.ORGANIZERS_ONLY');
    expect(
      (await app.http.post(`/api/meetups/${meetup.id}/undo-check-in`, {}, organizer.token)).status,
    ).toBe(400);

    const undone = await undo(meetup.id, memberId, organizer.token);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.entries[0].day.checkedIn).toBe(false);
    expect((await app.http.get(`/api/meetups/${meetup.id}`)).body.dayCounts.arrived).toBe(0);
    const record = await app.http.get(`/api/users/${memberId}/attendance`, member.token);
    expect(record.body).toMatchObject({ attended: 0, noShows: 0, entries: [] });

    // Undoing again changes nothing and appends nothing.
    const events = await eventCount(meetup.id);
    expect((await undo(meetup.id, memberId, organizer.token)).status).toBe(200);
    expect(await eventCount(meetup.id)).toBe(events);

    const history = await app.http.get(`/api/meetups/${meetup.id}/history`, organizer.token);
    expect(history.body.entries.map((e: { sentence: string }) => e.sentence)).toEqual(
      expect.arrayContaining([expect.stringMatching(/undid .*’s check-in\./)]),
    );
  });

  it('refuses after the end; the undone check-in leaves room for a no-show', async () => {
    const { organizer, meetup, member, memberId } = await aCheckIn(1_500, HOUR);
    expect((await undo(meetup.id, memberId, organizer.token)).status).toBe(200);
    const checkedInAgain = await app.http.post(
      `/api/meetups/${meetup.id}/check-in`,
      { userId: memberId },
      organizer.token,
    );
    expect(checkedInAgain.status).toBe(200);
    expect((await undo(meetup.id, memberId, organizer.token)).status).toBe(200);
    // The meetup ends on the server's clock: two hours on, for the rest of the test.
    vi.spyOn(app.app.get<Clock>(CLOCK), 'now').mockImplementation(
      () => new Date(Date.now() + 2 * HOUR),
    );

    const events = await eventCount(meetup.id);
    const late = await undo(meetup.id, memberId, organizer.token);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('MEETUPS.DAY_OVER');
    expect(await eventCount(meetup.id)).toBe(events);

    const noShow = await app.http.post(
      `/api/meetups/${meetup.id}/no-show`,
      { userId: memberId },
      organizer.token,
    );
    expect(noShow.status, noShow.text).toBe(200);
    const record = await app.http.get(`/api/users/${memberId}/attendance`, member.token);
    expect(record.body).toMatchObject({ attended: 0, noShows: 1 });
  });
});
