import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { registerAdmin } from '../../../../test/support/admin.js';
import { createGroup, joinGroup, joinThroughRequest } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('GET /api/meetups/{id}/history', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('tells organizers what happened, in order, with the attendance after each event, and as of a past moment', async () => {
    const owner = await registerUser(app.http, { firstName: 'Noor', lastName: 'Haddad' });
    const group = await createGroup(app.http, owner.token);
    const organizer = await registerUser(app.http, { firstName: 'Theo', lastName: 'Ito' });
    await joinGroup(app.http, organizer.token, group.id);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, { maxAttendees: 5 });
    const [a, b] = await Promise.all([
      registerUser(app.http, { firstName: 'Ana', lastName: 'Ruiz' }),
      registerUser(app.http, { firstName: 'Ben', lastName: 'Cole' }),
    ]);
    await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, a.token);
    const beforeBen = new Date().toISOString();
    // Ben's answer must carry a later millisecond than `beforeBen`: wait for the clock to tick.
    while (Date.now() <= Date.parse(beforeBen))
      await new Promise((resolve) => setImmediate(resolve));
    await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, b.token);
    await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'maybe' }, a.token);
    await app.http.put(
      `/api/meetups/${meetup.id}`,
      { maxAttendees: 10, title: 'Sunday Sniffari' },
      organizer.token,
    );

    const { status, body } = await app.http.get(
      `/api/meetups/${meetup.id}/history`,
      organizer.token,
    );
    expect(status).toBe(200);
    expect(body.entries.map((entry: { sentence: string }) => entry.sentence)).toEqual([
      'Theo I. scheduled the meetup.',
      'Ana R. is going.',
      'Ben C. is going.',
      'Ana R. might come.',
      'Theo I. changed the title, the number of places.',
    ]);
    expect(
      body.entries.map(
        (entry: { attendanceAfter: { going: number } }) => entry.attendanceAfter.going,
      ),
    ).toEqual([0, 1, 2, 1, 1]);
    expect(body.entries[4].attendanceAfter.maxAttendees).toBe(10);

    const asOf = (
      await app.http.get(
        `/api/meetups/${meetup.id}/history?at=${encodeURIComponent(beforeBen)}`,
        owner.token,
      )
    ).body.asOf;
    expect(asOf.attendance.going).toBe(1);
    expect(asOf.going.map((person: { displayName: string }) => person.displayName)).toEqual([
      'Ana R.',
    ]);
  });

  it('is for the organizer, the group owner and administrators only', async () => {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token);
    const meetup = await scheduleMeetup(app.http, owner.token, group.id);
    const member = await registerUser(app.http);
    await joinGroup(app.http, member.token, group.id);
    const refused = await app.http.get(`/api/meetups/${meetup.id}/history`, member.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Only the meetup's organizer, the group's organizers or an administrator can see its history.",
    );
    expect((await app.http.get(`/api/meetups/${meetup.id}/history`)).status).toBe(401);
  });

  it("lets administrators audit any meetup, a private group's included", async () => {
    const owner = await registerUser(app.http);
    const admin = await registerAdmin(app.http, app.engines.eventStore);
    const outsider = await registerUser(app.http);
    const organizer = await registerUser(app.http);
    const member = await registerUser(app.http);
    for (const isPrivate of [false, true]) {
      const group = await createGroup(app.http, owner.token, { isPrivate });
      await joinThroughRequest(app.http, owner.token, organizer.token, group.id);
      await joinThroughRequest(app.http, owner.token, member.token, group.id);
      const meetup = await scheduleMeetup(app.http, organizer.token, group.id);
      const history = (token: string) => app.http.get(`/api/meetups/${meetup.id}/history`, token);

      for (const token of [admin.token, organizer.token, owner.token]) {
        const audit = await history(token);
        expect(audit.status, `private: ${isPrivate}`).toBe(200);
        expect(audit.body.entries[0].type).toBe('MeetupScheduled');
      }
      expect((await history(member.token)).status).toBe(403);
      // A private group's meetups do not exist for outsiders.
      expect((await history(outsider.token)).status).toBe(isPrivate ? 404 : 403);
    }
  });
});
