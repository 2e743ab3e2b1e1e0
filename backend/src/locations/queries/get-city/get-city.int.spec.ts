import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { addDog } from '../../../../test/support/dogs.js';
import { createGroup, joinGroup } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { rawGet } from '../../../../test/support/raw-get.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('public discovery: directory, city hubs and browse-all', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>PackMeet</title></head><body><div id="root"></div></body></html>',
    );
    app = await startTestApp({ env: { FRONTEND_DIST: dist } });
    const maya = await registerUser(app.http, {
      firstName: 'Maya',
      lastName: 'Lopez',
      city: 'Austin',
      state: 'TX',
    });
    await addDog(app.http, maya.token, { name: 'Biscuit', breed: 'Beagle' });
    const corgis = await createGroup(app.http, maya.token, {
      name: 'Calm Corgis',
      city: 'Austin',
      state: 'TX',
    });
    await createGroup(app.http, maya.token, {
      name: 'Sunrise Sniffers',
      city: 'Austin',
      state: 'TX',
    });
    await createGroup(app.http, maya.token, {
      name: 'Deep Ellum Doodles',
      city: 'Dallas',
      state: 'TX',
    });
    await createGroup(app.http, maya.token, {
      name: 'Pearl District Pups',
      city: 'Portland',
      state: 'OR',
    });
    const ben = await registerUser(app.http, { firstName: 'Ben', lastName: 'Cole' });
    await addDog(app.http, ben.token, { name: 'Rex', breed: 'Beagle' });
    await addDog(app.http, ben.token, { name: 'Sol', breed: 'Poodle' });
    await joinGroup(app.http, ben.token, corgis.id);
    await scheduleMeetup(app.http, maya.token, corgis.id, { title: 'Corgi Parade' });
    await scheduleMeetup(app.http, maya.token, corgis.id, {
      title: 'Corgi Picnic',
      date: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the directory keyed by state then city, cached five minutes', async () => {
    const response = await app.http.get('/api/locations/directory');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.body).toEqual({
      OR: {
        totalGroups: 1,
        totalMeetups: 0,
        cities: { Portland: { slug: 'portland-or', groupCount: 1, totalMeetups: 0 } },
      },
      TX: {
        totalGroups: 3,
        totalMeetups: 2,
        cities: {
          Austin: { slug: 'austin-tx', groupCount: 2, totalMeetups: 2 },
          Dallas: { slug: 'dallas-tx', groupCount: 1, totalMeetups: 0 },
        },
      },
    });
  });

  it('summarises a city from real activity, and 404s an unknown slug', async () => {
    const { status, body } = await app.http.get('/api/locations/city/austin-tx');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      city: 'Austin',
      state: 'TX',
      totalGroups: 2,
      totalMembers: 2,
      totalMeetups: 2,
      totalDogs: 3,
      popularBreeds: ['Beagle', 'Poodle'],
    });
    // The city page's "Upcoming meetups in Austin", soonest first.
    expect(
      body.nextMeetups.map((meetup: { title: string; groupName: string }) => [
        meetup.title,
        meetup.groupName,
      ]),
    ).toEqual([
      ['Corgi Parade', 'Calm Corgis'],
      ['Corgi Picnic', 'Calm Corgis'],
    ]);
    expect(body.nextMeetups[0]).toMatchObject({
      slug: 'corgi-parade',
      groupId: expect.any(String),
    });
    const corgis = body.groups.find(
      (group: { group: { name: string } }) => group.group.name === 'Calm Corgis',
    );
    expect(corgis).toMatchObject({
      memberCount: 2,
      newMembersThisMonth: 1,
      upcomingMeetups: 2,
      totalMeetups: 2,
      isVerified: false,
      meetingFrequency: 'Weekly meetups',
    });
    expect(corgis.recentActivity[0]).toMatchObject({
      userName: 'Maya L.',
      action: 'scheduled "Corgi Picnic"',
    });

    const missing = await app.http.get('/api/locations/city/atlantis-xx');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('City not found');
  });

  it('sends a city summary encoded once: gzip for clients that take it, the same JSON for others', async () => {
    const ask = (acceptEncoding: string) =>
      rawGet(`${app.url}/api/locations/city/austin-tx`, acceptEncoding);
    const plain = await ask('identity');
    const gzipped = await ask('gzip, deflate, br');
    const again = await ask('gzip');
    expect(plain).toMatchObject({ status: 200, encoding: undefined });
    expect(plain.type).toBe('application/json; charset=utf-8');
    expect(gzipped).toMatchObject({ status: 200, encoding: 'gzip' });
    expect(gunzipSync(gzipped.body).toString()).toBe(plain.body.toString());
    expect(JSON.parse(plain.body.toString())).toMatchObject({ city: 'Austin', state: 'TX' });
    // The kept summary's bytes, not a new encoding per request.
    expect(again.body.equals(gzipped.body)).toBe(true);
  });

  it('puts the city title and description into the page for link previews', async () => {
    const page = await app.http.get('/city/austin-tx');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Dog Meetups in Austin, TX · PackMeet</title>');
    expect(page.text).toContain(
      'Join 2 dog groups and 2 dog owners in Austin, TX. Popular breeds: Beagle, Poodle.',
    );
    expect((await app.http.get('/city/atlantis-xx')).status).toBe(404);
  });

  it('browses every group: search by name or city, filter by state, paginated', async () => {
    const all = (await app.http.get('/api/groups/browse?pageSize=2')).body;
    expect(all).toMatchObject({
      total: 4,
      page: 1,
      pageSize: 2,
      totalPages: 2,
      states: ['OR', 'TX'],
    });
    expect(all.groups[0]).toMatchObject({
      name: 'Calm Corgis',
      memberCount: 2,
      citySlug: 'austin-tx',
    });
    expect(
      (await app.http.get('/api/groups/browse?q=dallas')).body.groups.map(
        (group: { name: string }) => group.name,
      ),
    ).toEqual(['Deep Ellum Doodles']);
    expect((await app.http.get('/api/groups/browse?q=sniff')).body.total).toBe(1);
    expect(
      (await app.http.get('/api/groups/browse?state=or')).body.groups.map(
        (group: { name: string }) => group.name,
      ),
    ).toEqual(['Pearl District Pups']);
    expect((await app.http.get('/api/groups/browse?q=(.*')).status).toBe(200);
  });

  // Last: its group would change the other tests' counts.
  it('counts only upcoming meetups as scheduled in the directory: one that has started drops out', async () => {
    const organizer = await registerUser(app.http, { city: 'El Paso', state: 'TX' });
    const group = await createGroup(app.http, organizer.token, {
      name: 'Franklin Mountain Hounds',
      city: 'El Paso',
      state: 'TX',
    });
    const startsAt = Date.now() + 60 * 60_000;
    await scheduleMeetup(app.http, organizer.token, group.id, {
      title: 'Sunset Stroll',
      date: new Date(startsAt).toISOString(),
    });
    const elPaso = async () =>
      (await app.http.get('/api/locations/directory')).body.TX.cities['El Paso'];
    expect(await elPaso()).toEqual({ slug: 'el-paso-tx', groupCount: 1, totalMeetups: 1 });

    // The meetup starts on the server's clock.
    const started = vi
      .spyOn(app.app.get<Clock>(CLOCK), 'now')
      .mockReturnValue(new Date(startsAt + 60_000));
    try {
      expect(await elPaso()).toEqual({ slug: 'el-paso-tx', groupCount: 1, totalMeetups: 0 });
    } finally {
      started.mockRestore();
    }
    // The hub still counts it among the city's meetups, past ones included.
    expect((await app.http.get('/api/locations/city/el-paso-tx')).body.totalMeetups).toBe(1);
  });
});
