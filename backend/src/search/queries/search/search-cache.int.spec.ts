import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../contracts/search.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { changeGroupKind, createGroup } from '../../../../test/support/groups.js';
import { rsvpAtOnce, scheduleMeetup } from '../../../../test/support/meetups.js';
import { rawGet } from '../../../../test/support/raw-get.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

const DAY = 86_400_000;
const BOISE = {
  latitude: 43.615,
  longitude: -116.2023,
  location: '150 N Capitol Blvd, Boise, ID 83702, USA',
};
const QUERY = 'city=Boise&state=ID&radius=10&type=meetups';

/*
 * Search answers are kept per query (search-candidates.cache.ts): every
 * search here is asked first, so the next one would be served from what was
 * kept if a write failed to drop it.
 */
describe('GET /api/search, kept answers', () => {
  let app: TestApp;
  let organizer: { token: string };
  let owner: { token: string };
  let groupId: string;

  const search = async (token?: string) => {
    const response = await app.http.get<SearchResponse>(`/api/search?${QUERY}`, token);
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const titles = async (token?: string) =>
    (await search(token)).results.map((result) => result.title);
  const date = (days: number) => new Date(Date.now() + days * DAY).toISOString();

  beforeAll(async () => {
    app = await startTestApp();
    organizer = await registerUser(app.http, { city: 'Boise', state: 'ID' });
    owner = await registerUser(app.http, { city: 'Boise', state: 'ID' });
    const group = await createGroup(app.http, organizer.token, {
      name: 'Boise River Dogs',
      city: 'Boise',
      state: 'ID',
    });
    groupId = group.id;
  });
  afterAll(() => app?.close());

  it('shows a new meetup, an answer filling it and a cancellation in the next search', async () => {
    expect(await titles()).toEqual([]);
    expect(await titles(owner.token)).toEqual([]);
    const meetup = await scheduleMeetup(app.http, organizer.token, groupId, {
      ...BOISE,
      title: 'Greenbelt Stroll',
      date: date(3),
      maxAttendees: 5,
    });
    expect(await titles()).toEqual(['Greenbelt Stroll']);
    expect((await search(owner.token)).results[0]).toMatchObject({ placesLeft: 5 });
    const others = await Promise.all(
      [1, 2, 3, 4].map(() => registerUser(app.http, { city: 'Boise', state: 'ID' })),
    );
    await rsvpAtOnce(app.http, meetup.id, others);
    expect((await search(owner.token)).results[0]).toMatchObject({ placesLeft: 1 });

    const rsvp = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'going' },
      owner.token,
    );
    expect(rsvp.status, rsvp.text).toBe(200);
    // The writer reads their write, and so does everyone else.
    expect((await search(owner.token)).results[0]).toMatchObject({ placesLeft: 0 });
    expect((await search()).results[0]).toMatchObject({ placesLeft: 0 });

    const cancel = await app.http.post(
      `/api/meetups/${meetup.id}/cancel`,
      { reason: 'River flooding' },
      organizer.token,
    );
    expect(cancel.status, cancel.text).toBe(200);
    expect(await titles(owner.token)).toEqual([]);
    expect(await titles()).toEqual([]);
  });

  it("takes a group's meetups out of strangers' next search once it is made private", async () => {
    await scheduleMeetup(app.http, organizer.token, groupId, {
      ...BOISE,
      title: 'Foothills Loop',
      date: date(4),
    });
    expect(await titles()).toEqual(['Foothills Loop']);
    expect(await titles(owner.token)).toEqual(['Foothills Loop']);
    await changeGroupKind(app.http, organizer.token, groupId, 'private');
    expect(await titles()).toEqual([]);
    expect(await titles(owner.token)).toEqual([]);
    expect(await titles(organizer.token)).toEqual(['Foothills Loop']);
  });

  it("never serves one viewer's private results to another", async () => {
    const alice = await registerUser(app.http, { city: 'Boise', state: 'ID' });
    const bea = await registerUser(app.http, { city: 'Boise', state: 'ID' });
    for (const [member, name] of [
      [alice, 'Alice'],
      [bea, 'Bea'],
    ] as const) {
      const own = await createGroup(app.http, member.token, {
        name: `${name}'s Quiet Pack`,
        city: 'Boise',
        state: 'ID',
        kind: name === 'Alice' ? 'private' : 'invite-only',
      });
      await scheduleMeetup(app.http, member.token, own.id, {
        ...BOISE,
        title: `${name}'s Walk`,
        date: date(5),
      });
    }
    // Each asks twice, in turns, so every answer could come from what another's search kept.
    for (let round = 0; round < 2; round++) {
      expect(await titles(alice.token)).toEqual(["Alice's Walk"]);
      expect(await titles(bea.token)).toEqual(["Bea's Walk"]);
      expect(await titles(owner.token)).toEqual([]);
      expect(await titles()).toEqual([]);
    }
  });

  it('sends a kept answer encoded once: gzip for clients that take it, the same JSON for others', async () => {
    const url = `${app.url}/api/search?${QUERY}`;
    const plain = await rawGet(url, 'identity', owner.token);
    const gzipped = await rawGet(url, 'gzip, deflate, br', owner.token);
    const again = await rawGet(url, 'gzip', owner.token);
    expect(plain).toMatchObject({ status: 200, encoding: undefined });
    expect(plain.type).toBe('application/json; charset=utf-8');
    expect(gzipped).toMatchObject({ status: 200, encoding: 'gzip' });
    expect(gunzipSync(gzipped.body).toString()).toBe(plain.body.toString());
    expect(JSON.parse(plain.body.toString())).toHaveProperty('radiusMiles', 10);
    // The kept answer's bytes, not a new encoding per request.
    expect(again.body.equals(gzipped.body)).toBe(true);
  });
});
