import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { registerAdmin } from '../../../../test/support/admin.js';
import { createGroup, joinGroup } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('PUT /api/meetups/{id}', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lets only the organizer and the group owner change or cancel, not administrators or other members', async () => {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token);
    const organizer = await registerUser(app.http);
    const member = await registerUser(app.http);
    await joinGroup(app.http, organizer.token, group.id);
    await joinGroup(app.http, member.token, group.id);
    const admin = await registerAdmin(app.http, app.engines.eventStore);
    const first = await scheduleMeetup(app.http, organizer.token, group.id);
    const second = await scheduleMeetup(app.http, organizer.token, group.id);

    for (const [who, token, status] of [
      ['admin', admin.token, 403],
      ['other member', member.token, 403],
      ['organizer', organizer.token, 200],
      ['group owner', owner.token, 200],
    ] as const) {
      const edit = await app.http.put(`/api/meetups/${first.id}`, { title: `By ${who}` }, token);
      expect(edit.status, who).toBe(status);
    }
    expect((await app.http.get(`/api/meetups/${first.id}`)).body.title).toBe('By group owner');

    for (const [who, token] of [
      ['admin', admin.token],
      ['other member', member.token],
    ] as const) {
      const cancel = await app.http.post(`/api/meetups/${first.id}/cancel`, {}, token);
      expect(cancel.status, who).toBe(403);
      expect(cancel.body.message).toBe('Only the organizer can cancel this meetup.');
    }
    expect((await app.http.post(`/api/meetups/${first.id}/cancel`, {}, owner.token)).status).toBe(
      200,
    );
    expect(
      (await app.http.post(`/api/meetups/${second.id}/cancel`, {}, organizer.token)).body.status,
    ).toBe('cancelled');
  });

  it('answers 404 to those outside a private group who change or cancel its meetup, as to its readers', async () => {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token, { isPrivate: true });
    const outsider = await registerUser(app.http);
    const admin = await registerAdmin(app.http, app.engines.eventStore);
    const meetup = await scheduleMeetup(app.http, owner.token, group.id);
    const head = (await app.engines.eventStore.headPosition()).toString();

    for (const [who, token] of [
      ['outsider', outsider.token],
      ['admin', admin.token],
    ] as const) {
      const edit = await app.http.put(`/api/meetups/${meetup.id}`, { title: 'Mine' }, token);
      expect([who, edit.status, edit.body.message]).toEqual([who, 404, 'Meetup not found']);
      const cancel = await app.http.post(`/api/meetups/${meetup.id}/cancel`, {}, token);
      expect([who, cancel.status, cancel.body.message]).toEqual([who, 404, 'Meetup not found']);
    }
    expect((await app.engines.eventStore.headPosition()).toString()).toBe(head);
  });

  it('moves a meetup to a later date keeping its length when no end time is sent', async () => {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const start = Date.now();
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      date: new Date(start + 3 * 86_400_000).toISOString(),
      endTime: new Date(start + 3 * 86_400_000 + 90 * 60_000).toISOString(),
    });
    const later = new Date(start + 10 * 86_400_000).toISOString();
    const moved = await app.http.put(`/api/meetups/${meetup.id}`, { date: later }, organizer.token);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({
      date: later,
      endTime: new Date(Date.parse(later) + 90 * 60_000).toISOString(),
    });
  });

  it('never puts more people than places: private members and a smaller capacity are checked against those going', async () => {
    const trainer = await registerUser(app.http, { isTrainer: true });
    const group = await createGroup(app.http, trainer.token);
    const meetup = await scheduleMeetup(app.http, trainer.token, group.id, { maxAttendees: 5 });
    for (let i = 0; i < 5; i++) {
      const member = await registerUser(app.http);
      const rsvp = await app.http.post(
        `/api/meetups/${meetup.id}/rsvp`,
        { status: 'going' },
        member.token,
      );
      expect(rsvp.body.rsvp.status).toBe('going');
    }

    const crowded = await app.http.put(
      `/api/meetups/${meetup.id}`,
      { unregisteredAttendees: 10 },
      trainer.token,
    );
    expect(crowded.status).toBe(409);
    expect(crowded.body).toMatchObject({
      code: 'MEETUPS.OVER_CAPACITY',
      message: 'There are 5 places, and 5 going plus 10 private members would make 15.',
    });
    const smaller = await app.http.put(
      `/api/meetups/${meetup.id}`,
      { maxAttendees: 10, unregisteredAttendees: 5 },
      trainer.token,
    );
    expect(smaller.status, smaller.text).toBe(200);
    expect(smaller.body).toMatchObject({ unregisteredAttendees: 5, placesLeft: 0 });
    const shrunk = await app.http.put(
      `/api/meetups/${meetup.id}`,
      { maxAttendees: 5 },
      trainer.token,
    );
    expect(shrunk.status).toBe(409);
    expect((await app.http.get(`/api/meetups/${meetup.id}`)).body).toMatchObject({
      maxAttendees: 10,
      currentAttendees: 5,
      unregisteredAttendees: 5,
    });
  });
});
