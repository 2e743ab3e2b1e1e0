import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { registerAdmin } from '../../test/support/admin.js';
import { changeGroupKind, createGroup, joinGroup, userIdOf } from '../../test/support/groups.js';
import { rsvpAtOnce, scheduleMeetup } from '../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { DemandSignals } from './demand-signals.js';

/*
 * Austin has one group, of no known activity: an owner there who looks for a
 * scent-work group finds none in any radius; one who looks for any group
 * finds it. Tacoma has none at all.
 */
describe('city demand signals', () => {
  let app: TestApp;
  let dist: string;
  let admin: { token: string };

  async function signalsOf(userId: string) {
    const events = [];
    for await (const event of app.engines.eventStore.readStream(`demand-${userId}`)) {
      events.push(event);
    }
    return events.map((event) => event.data as Record<string, unknown>);
  }
  const demand = async () => (await app.http.get('/api/admin/demand', admin.token)).body;
  const austinDemand = async () =>
    (await app.http.get('/api/locations/city/austin-tx')).body.demand;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>PackMeet</title></head><body><div id="root"></div></body></html>',
    );
    app = await startTestApp({ env: { FRONTEND_DIST: dist } });
    const organizer = await registerUser(app.http);
    await createGroup(app.http, organizer.token, { name: 'Austin Pack' });
    admin = await registerAdmin(app.http, app.engines.eventStore);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('records an owner’s look that finds nothing within their radius, once a week', async () => {
    const owner = await registerUser(app.http, { firstName: 'Wren', lastName: 'Hollis' });
    const ownerId = await userIdOf(app.http, owner.token);
    const look = (query: string) => app.http.get(`/api/groups?${query}`, owner.token);

    expect((await look('radius=25&activity=scent-work')).status).toBe(200);
    expect((await look('radius=50&activity=scent-work')).status).toBe(200);
    expect((await look('radius=25&activity=scent-work&city=austin&state=tx')).status).toBe(200);
    expect(await signalsOf(ownerId)).toEqual([
      {
        userId: ownerId,
        city: 'Austin',
        state: 'TX',
        activity: 'scent-work',
        reason: 'no-group-nearby',
        week: expect.stringMatching(/^\d{4}-W\d{2}$/),
      },
    ]);

    // Finding a group, or not naming a radius, is no demand.
    await look('radius=10');
    await look('activity=agility');
    expect(await signalsOf(ownerId)).toHaveLength(1);

    // Another city (Tacoma has no group at all) and another activity count apart.
    await look('radius=100&city=Tacoma&state=WA');
    await look('radius=25&activity=agility');
    expect((await signalsOf(ownerId)).map((signal) => [signal.city, signal.activity])).toEqual([
      ['Austin', 'scent-work'],
      ['Tacoma', null],
      ['Austin', 'agility'],
    ]);
  });

  it('shows counts on the city page and the admin list, never who', async () => {
    const second = await registerUser(app.http, { firstName: 'Ottoline', lastName: 'Quade' });
    await app.http.get('/api/groups?radius=25&activity=scent-work', second.token);

    expect(await austinDemand()).toEqual([
      { activity: 'scent-work', owners: 2 },
      { activity: 'agility', owners: 1 },
    ]);
    const page = await app.http.get('/city/austin-tx');
    expect(page.text).toContain('2 owners near Austin looked for a scent-work group this month');
    expect(page.text).toContain(
      'href="/create-group?city=Austin&amp;state=TX&amp;activity=scent-work"',
    );

    const list = await demand();
    expect(list.month).toMatch(/^\d{4}-\d{2}$/);
    expect(list.cities).toEqual([
      {
        citySlug: 'austin-tx',
        city: 'Austin',
        state: 'TX',
        owners: 3,
        activities: [
          { activity: 'scent-work', owners: 2 },
          { activity: 'agility', owners: 1 },
        ],
      },
      {
        citySlug: 'tacoma-wa',
        city: 'Tacoma',
        state: 'WA',
        owners: 1,
        activities: [{ activity: null, owners: 1 }],
      },
    ]);
    const secondId = await userIdOf(app.http, second.token);
    for (const text of [JSON.stringify(list), page.text]) {
      for (const secret of ['Wren', 'Hollis', 'Ottoline', 'Quade', second.username, secondId]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('counts a waitlisted RSVP as demand near the meetup', async () => {
    const organizer = await registerUser(app.http, { city: 'Dallas', state: 'TX' });
    const group = await createGroup(app.http, organizer.token, { city: 'Dallas', state: 'TX' });
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      maxAttendees: 5,
      location: 'Klyde Warren Park, Dallas, TX',
    });
    const people = await Promise.all(Array.from({ length: 6 }, () => registerUser(app.http)));
    await rsvpAtOnce(app.http, meetup.id, people.slice(0, 5));
    const late = await app.http.post(`/api/meetups/${meetup.id}/rsvp`, {}, people[5]!.token);
    expect(late.body.rsvp.status).toBe('waitlisted');
    // Recorded by the demand module's reaction to RsvpWaitlisted, after the answer.
    const lateId = await userIdOf(app.http, people[5]!.token);
    await expect
      .poll(() => signalsOf(lateId))
      .toEqual([
        expect.objectContaining({ city: meetup.city, reason: 'waitlist-full', activity: null }),
      ]);
    expect(await signalsOf(await userIdOf(app.http, people[0]!.token))).toEqual([]);
  });

  it('keeps a private group’s full meetup out of the counts', async () => {
    const organizer = await registerUser(app.http, { city: 'Waco', state: 'TX' });
    const group = await createGroup(app.http, organizer.token, { city: 'Waco', state: 'TX' });
    const people = await Promise.all(Array.from({ length: 6 }, () => registerUser(app.http)));
    for (const person of people) await joinGroup(app.http, person.token, group.id);
    await changeGroupKind(app.http, organizer.token, group.id, 'private');
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      maxAttendees: 5,
      location: 'Cameron Park, Waco, TX',
    });
    await rsvpAtOnce(app.http, meetup.id, people.slice(0, 5));
    const late = await app.http.post(`/api/meetups/${meetup.id}/rsvp`, {}, people[5]!.token);
    expect(late.body.rsvp.status).toBe('waitlisted');
    const lateId = await userIdOf(app.http, people[5]!.token);

    // The reaction follows the log in order: once the same owner's later waitlist on a
    // public meetup is counted, the private one has been passed over.
    const open = await createGroup(app.http, organizer.token, { city: 'Temple', state: 'TX' });
    const full = await scheduleMeetup(app.http, organizer.token, open.id, {
      maxAttendees: 5,
      location: 'Miller Park, Temple, TX',
    });
    await rsvpAtOnce(app.http, full.id, people.slice(0, 5));
    await app.http.post(`/api/meetups/${full.id}/rsvp`, {}, people[5]!.token);
    await expect
      .poll(async () => (await signalsOf(lateId)).map((signal) => signal.city))
      .toEqual([full.city]);
  });

  it('records what search reports through its port: per activity, nothing without a place', async () => {
    const owner = await registerUser(app.http);
    const ownerId = await userIdOf(app.http, owner.token);
    const signals = app.app.get(DemandSignals);
    signals.onNoGroupFound(ownerId, null, ['agility']);
    signals.onNoGroupFound(ownerId, { city: 'Kyle', state: 'TX' }, ['agility', 'hiking', 'kites']);
    await expect
      .poll(async () => (await signalsOf(ownerId)).map((signal) => signal.activity))
      .toEqual(['agility', 'hiking']);
    expect((await signalsOf(ownerId))[0]).toMatchObject({
      city: 'Kyle',
      reason: 'no-group-nearby',
    });
  });

  it('counts a signed-in search that finds no group in range, and no anonymous one', async () => {
    const owner = await registerUser(app.http, { city: 'Austin', state: 'TX' });
    const ownerId = await userIdOf(app.http, owner.token);
    const search = '/api/search?activity=obedience&radius=25&city=Austin&state=TX';
    expect((await app.http.get(search)).status).toBe(200);
    expect((await app.http.get(search, owner.token)).status).toBe(200);
    await expect
      .poll(async () => (await signalsOf(ownerId)).map((signal) => signal.activity))
      .toEqual(['obedience']);
    expect(await austinDemand()).toContainEqual({ activity: 'obedience', owners: 1 });
  });

  it('lets only signed-in owners record, and only administrators list', async () => {
    const before = (await demand()).cities;
    expect((await app.http.get('/api/groups?radius=25&activity=scent-work')).status).toBe(401);
    expect((await demand()).cities).toEqual(before);

    const owner = await registerUser(app.http);
    const forbidden = await app.http.get('/api/admin/demand', owner.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Administrators only');
    expect((await app.http.get('/api/admin/demand')).status).toBe(401);
  });

  it('refuses a bad radius, activity or month with a clear message', async () => {
    const owner = await registerUser(app.http);
    for (const [query, message] of [
      ['radius=0', 'radius must be a number of miles from 1 to 100'],
      ['radius=10000', 'radius must be a number of miles from 1 to 100'],
      ['radius=ten', 'radius must be a number of miles from 1 to 100'],
      ['radius=25&activity=yodelling', 'Unknown activity'],
    ]) {
      const response = await app.http.get(`/api/groups?${query}`, owner.token);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const badMonth = await app.http.get('/api/admin/demand?month=2026-13', admin.token);
    expect(badMonth.status).toBe(400);
    expect(badMonth.body.message).toBe('month must look like 2026-11');
    const badLimit = await app.http.get('/api/admin/demand?limit=0', admin.token);
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.message).toBe('limit must be a number from 1 to 100');
    const top = await app.http.get('/api/admin/demand?limit=1', admin.token);
    expect(top.body.cities.map((city: { citySlug: string }) => city.citySlug)).toEqual([
      'austin-tx',
    ]);
    expect((await app.http.get('/api/admin/demand?month=2020-01', admin.token)).body).toEqual({
      month: '2020-01',
      cities: [],
    });
  });
});
