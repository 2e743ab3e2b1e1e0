import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILES_FROM_AUSTIN } from '@packmeet/projections/testing/places';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinGroup } from '../../../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

type Place = keyof typeof MILES_FROM_AUSTIN;
const places: Place[] = [
  'Austin',
  'Pflugerville',
  'Round Rock',
  'Kyle',
  'Georgetown',
  'San Antonio',
  'Dallas',
];

describe('GET /api/groups', () => {
  let app: TestApp;
  let viewer: Awaited<ReturnType<typeof registerUser>>;
  const ids = new Map<string, Place>();

  beforeAll(async () => {
    app = await startTestApp();
    const organizer = await registerUser(app.http, {
      firstName: 'Priya',
      lastName: 'Patel',
      city: 'Dallas',
      state: 'TX',
    });
    for (const place of places) {
      const group = await createGroup(app.http, organizer.token, {
        name: `${place} Pack`,
        city: place,
        state: 'TX',
      });
      ids.set(group.id, place);
    }
    await createGroup(app.http, organizer.token, {
      name: 'Portland Pack',
      city: 'Portland',
      state: 'OR',
    });
    viewer = await registerUser(app.http, { city: 'Austin', state: 'TX' });
    const kyle = [...ids].find(([, place]) => place === 'Kyle')![0];
    await joinGroup(app.http, viewer.token, kyle);
  });
  afterAll(() => app.close());

  it('gives every group its hand-computed distance from the viewer’s city, nearest first', async () => {
    const { body } = await app.http.get('/api/groups', viewer.token);
    expect(body.userLocation).toMatchObject({ city: 'Austin', state: 'TX', latitude: 30.26715 });
    const distances = Object.fromEntries(
      body.groups.map((group: { id: string; distanceMiles: number }) => [
        ids.get(group.id),
        group.distanceMiles,
      ]),
    );
    expect(distances).toEqual({
      Austin: 0,
      Pflugerville: MILES_FROM_AUSTIN.Pflugerville,
      'Round Rock': MILES_FROM_AUSTIN['Round Rock'],
      Kyle: MILES_FROM_AUSTIN.Kyle,
      Georgetown: MILES_FROM_AUSTIN.Georgetown,
      'San Antonio': MILES_FROM_AUSTIN['San Antonio'],
    });
    const miles = body.groups.map((group: { distanceMiles: number }) => group.distanceMiles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(body.groups[0]).toMatchObject({
      name: 'Austin Pack',
      creatorDisplayName: 'Priya P.',
      memberCount: 1,
    });
  });

  it('counts the stats buckets', async () => {
    const { body } = await app.http.get('/api/groups', viewer.token);
    // In city: Austin. <= 15: Austin 0, Pflugerville 14.0. <= 25: + Round Rock 17.1, Kyle 20.8 (Georgetown is 25.6).
    expect(body.stats).toEqual({
      inUserCity: 1,
      within15Miles: 2,
      within25Miles: 4,
      inState: 7,
      total: 8,
    });
  });

  it('splits the caller’s groups, nearby ones and the others', async () => {
    const { body } = await app.http.get('/api/groups', viewer.token);
    const names = (list: { name: string }[]) => list.map((group) => group.name);
    expect(names(body.userGroups)).toEqual(['Kyle Pack']);
    expect(body.userGroups[0]).toMatchObject({ isMember: true, role: 'member' });
    expect(names(body.nearbyGroups)).toEqual([
      'Austin Pack',
      'Pflugerville Pack',
      'Round Rock Pack',
    ]);
    expect(names(body.otherGroups)).toEqual(['Dallas Pack', 'Portland Pack']);
    expect(body.otherGroups[1].distanceMiles).toBeGreaterThan(1500);
  });

  it('searches from another city, and from one nobody lives in', async () => {
    const fromDallas = (await app.http.get('/api/groups?city=Dallas&state=TX', viewer.token)).body;
    expect(fromDallas.userLocation.city).toBe('Dallas');
    expect(fromDallas.groups[0]).toMatchObject({ name: 'Dallas Pack', distanceMiles: 0 });
    expect(fromDallas.stats.inUserCity).toBe(1);

    // Nobody lives in Waco: its distances are computed, not looked up, and agree with a member city’s.
    const fromWaco = (await app.http.get('/api/groups?city=waco&state=tx', viewer.token)).body;
    expect(fromWaco.userLocation).toMatchObject({ city: 'Waco', state: 'TX' });
    expect(
      fromWaco.groups.every(
        (group: { distanceMiles: number | null }) => group.distanceMiles !== null,
      ),
    ).toBe(true);
  });

  it('sees a new group right after it is created (the cache follows the read model)', async () => {
    const before = (await app.http.get('/api/groups', viewer.token)).body.stats.total;
    await createGroup(app.http, viewer.token, {
      name: 'Brand New Pack',
      city: 'Austin',
      state: 'TX',
    });
    const after = (await app.http.get('/api/groups', viewer.token)).body;
    expect(after.stats.total).toBe(before + 1);
    expect(after.userGroups.map((group: { name: string }) => group.name)).toContain(
      'Brand New Pack',
    );
  });

  it('follows the caller’s own joins, leaves and moves at once, though it reuses answers', async () => {
    const mover = await registerUser(app.http, { city: 'Austin', state: 'TX' });
    const list = async () => (await app.http.get('/api/groups', mover.token)).body;
    const dallas = [...ids].find(([, place]) => place === 'Dallas')![0];
    expect((await list()).userGroups).toEqual([]);
    await list(); // answered from the caller’s last answer

    await joinGroup(app.http, mover.token, dallas);
    const joined = await list();
    expect(joined.userGroups.map((group: { id: string }) => group.id)).toEqual([dallas]);
    expect(joined.groups.find((group: { id: string }) => group.id === dallas)).toMatchObject({
      isMember: true,
      role: 'member',
    });

    expect((await app.http.post(`/api/groups/${dallas}/leave`, {}, mover.token)).status).toBe(200);
    expect((await list()).userGroups).toEqual([]);

    const moved = await app.http.put(
      '/api/profile',
      { city: 'Dallas', state: 'TX', latitude: '32.78306', longitude: '-96.80667' },
      mover.token,
    );
    expect(moved.status).toBe(200);
    const fromDallas = await list();
    expect(fromDallas.userLocation.city).toBe('Dallas');
    expect(fromDallas.groups[0]).toMatchObject({ id: dallas, distanceMiles: 0 });
  });

  it('needs city and state together, and a token', async () => {
    const halfAPlace = await app.http.get('/api/groups?city=Austin', viewer.token);
    expect(halfAPlace.status).toBe(400);
    expect(halfAPlace.body.message).toBe('Search from a city and a state together');
    expect((await app.http.get('/api/groups')).status).toBe(401);
  });

  it('sends the list gzipped to clients that take gzip, the same JSON as plain', async () => {
    const raw = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const call = request(
          `${app.url}/api/groups`,
          {
            headers: { authorization: `Bearer ${viewer.token}`, 'accept-encoding': acceptEncoding },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
            );
          },
        );
        call.on('error', reject);
        call.end();
      });
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const list = JSON.parse(plain.body.toString('utf8'));
    expect(list.groups.length).toBeGreaterThan(0);

    const gzipped = await raw('gzip, deflate, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(list);

    const refused = await raw('gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString('utf8'))).toEqual(list);
  });
});
