import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromLocalInput, localDate } from '../../../contracts/local-time.js';
import type { SearchResponse } from '../../../contracts/search.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { addDog } from '../../../../test/support/dogs.js';
import { createGroup, inviteCodeOf, joinThroughRequest } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { setActivities } from '../../../../test/support/search.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

const ZONE = 'America/Los_Angeles';
const DAY = 86_400_000;
const SEATTLE = { latitude: 47.6062, longitude: -122.3321 };

/** A day at least `days` ahead on Seattle's calendar, at that local hour. */
function localAt(daysAhead: number, hour: number): string {
  const date = localDate(new Date(Date.now() + daysAhead * DAY).toISOString(), ZONE);
  return fromLocalInput(`${date}T${String(hour).padStart(2, '0')}:00`, ZONE)!;
}

describe('GET /api/search', () => {
  let app: TestApp;
  let owner: { token: string };
  let organizer: { token: string };
  let ids: Record<
    'noses' | 'hidden' | 'secret' | 'scent' | 'agility' | 'hiddenWalk' | 'secretWalk',
    string
  >;

  const search = (query: string, token?: string) =>
    app.http.get<SearchResponse & { message?: string }>(`/api/search?${query}`, token);
  const titles = (response: { body: SearchResponse }) =>
    response.body.results.map((result) => result.title);

  beforeAll(async () => {
    app = await startTestApp();
    organizer = await registerUser(app.http, { city: 'Seattle', state: 'WA' });
    owner = await registerUser(app.http, { city: 'Tacoma', state: 'WA' });
    const noses = await createGroup(app.http, organizer.token, {
      name: 'Seattle Sniffers',
      description: 'Scent work for curious noses',
      city: 'Seattle',
      state: 'WA',
    });
    const hidden = await createGroup(app.http, organizer.token, {
      name: 'Quiet Ballard Dogs',
      description: 'Private walks',
      city: 'Seattle',
      state: 'WA',
      kind: 'private',
    });
    const secret = await createGroup(app.http, organizer.token, {
      name: 'Secret Society of Pugs',
      description: 'Invite only',
      city: 'Seattle',
      state: 'WA',
      kind: 'invite-only',
    });
    await setActivities(app, { groupId: noses.id }, ['scent-work'], 'beginner');
    const place = { ...SEATTLE, location: '7201 E Green Lake Dr N, Seattle, WA 98115, USA' };
    const scent = await scheduleMeetup(app.http, organizer.token, noses.id, {
      ...place,
      title: 'Nose Work in the Park',
      date: localAt(9, 10),
      maxAttendees: 5,
      rules: { allowedSizes: ['small'] },
    });
    const agility = await scheduleMeetup(app.http, organizer.token, noses.id, {
      latitude: 47.2529,
      longitude: -122.4443,
      location: '1 Point Defiance Park, Tacoma, WA 98407, USA',
      title: 'Indoor Agility Evening',
      description: 'A calm, quiet hall',
      date: localAt(10, 19),
      parkType: 'indoor',
      calm: true,
    });
    await setActivities(app, { meetupId: agility.id }, ['agility'], 'advanced');
    const hiddenWalk = await scheduleMeetup(app.http, organizer.token, hidden.id, {
      ...place,
      title: 'Private Ballard Walk',
      date: localAt(9, 14),
    });
    const secretWalk = await scheduleMeetup(app.http, organizer.token, secret.id, {
      ...place,
      title: 'Pug Parade',
      date: localAt(9, 15),
    });
    await scheduleMeetup(app.http, organizer.token, null, {
      latitude: 45.5234,
      longitude: -122.6762,
      location: '1 Main St, Portland, OR 97201, USA',
      title: 'Portland Pack Walk',
      date: localAt(9, 10),
    });
    ids = {
      noses: noses.id,
      hidden: hidden.id,
      secret: secret.id,
      scent: scent.id,
      agility: agility.id,
      hiddenWalk: hiddenWalk.id,
      secretWalk: secretWalk.id,
    };
  });
  afterAll(() => app?.close());

  it("searches from the caller's city by default: what lies within the radius, soonest first, groups after", async () => {
    const near = await search('radius=50', owner.token);
    expect(near.status, near.text).toBe(200);
    // The answer says the place searched came from the caller's profile, so the page can show it.
    expect(near.body.origin).toMatchObject({
      label: 'Tacoma, WA',
      city: 'Tacoma',
      state: 'WA',
      source: 'home',
    });
    expect(titles(near)).toEqual([
      'Nose Work in the Park',
      'Indoor Agility Evening',
      'Quiet Ballard Dogs',
      'Seattle Sniffers',
    ]);
    const [scent] = near.body.results;
    expect(scent).toMatchObject({
      type: 'meetup',
      activities: ['scent-work'],
      level: 'beginner',
      groupName: 'Seattle Sniffers',
      placesLeft: 5,
      locationIsExact: true,
      location: '7201 E Green Lake Dr N, Seattle, WA 98115, USA',
      timeZone: ZONE,
    });
    expect(scent!.distanceMiles).toBeGreaterThan(20);
    expect(scent!.distanceMiles).toBeLessThan(30);
    expect(scent?.type === 'meetup' && scent.localStart).toMatch(/10:00 AM P[DS]T$/);
    expect(titles(await search('radius=10', owner.token))).toEqual(['Indoor Agility Evening']);
    const far = await search('radius=200&type=meetups', owner.token);
    expect(titles(far)).toContain('Portland Pack Walk');
  });

  it('searches from any US city or coordinates', async () => {
    const fromSeattle = await search('city=seattle&state=WA&radius=5&type=meetups');
    expect(fromSeattle.body.origin).toMatchObject({
      label: 'Seattle, WA',
      city: 'Seattle',
      state: 'WA',
      source: 'city',
    });
    expect(titles(fromSeattle)).toEqual(['Nose Work in the Park']);
    const fromPortland = await search('lat=45.52&lon=-122.68&radius=5&type=meetups');
    expect(fromPortland.body.origin).toMatchObject({ city: null, source: 'coordinates' });
    expect(titles(fromPortland)).toEqual(['Portland Pack Walk']);
  });

  it('filters by activity, level, text, day, time of day, park type, calm and dates; sorts by distance', async () => {
    const only = (query: string) => search(`radius=50&${query}`, owner.token).then(titles);
    expect(await only('activity=scent-work&activity=hiking&type=meetups')).toEqual([
      'Nose Work in the Park',
    ]);
    expect(await only('activity=scent-work')).toEqual([
      'Nose Work in the Park',
      'Seattle Sniffers',
    ]);
    expect(await only('level=advanced&type=meetups')).toEqual(['Indoor Agility Evening']);
    expect(await only('q=NOSE%20work')).toEqual(['Nose Work in the Park']);
    const day = new Date(`${localDate(localAt(10, 19), ZONE)}T00:00:00Z`).getUTCDay();
    const dayName = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][day]!;
    expect(await only(`days=${dayName}`)).toEqual(['Indoor Agility Evening']);
    expect(await only('timeOfDay=morning')).toEqual(['Nose Work in the Park']);
    expect(await only('timeOfDay=evening,afternoon')).toEqual(['Indoor Agility Evening']);
    expect(await only('parkType=indoor')).toEqual(['Indoor Agility Evening']);
    expect(await only('calm=true')).toEqual(['Indoor Agility Evening']);
    const first = localDate(localAt(9, 10), ZONE);
    expect(await only(`when=custom&from=${first}&to=${first}`)).toEqual(['Nose Work in the Park']);
    expect(await only('when=today')).toEqual([]);
    expect(await only('when=next7')).toEqual([]);
    expect(await only('sort=nearest&type=meetups')).toEqual([
      'Indoor Agility Evening',
      'Nose Work in the Park',
    ]);
    expect(await only('type=groups')).toEqual(['Quiet Ballard Dogs', 'Seattle Sniffers']);
  });

  it('finds what fits one of my dogs, by entry rules; visitors must sign in for it', async () => {
    const walker = await registerUser(app.http, { city: 'Tacoma', state: 'WA' });
    await addDog(app.http, walker.token, { name: 'Moose', sizeClass: 'large' });
    const large = await search('radius=50&type=meetups&fitsMyDogs=true', walker.token);
    expect(large.body.fitsMyDogsApplied).toBe(true);
    expect(titles(large)).toEqual(['Indoor Agility Evening']);
    await addDog(app.http, walker.token, { name: 'Pip', sizeClass: 'small' });
    const either = await search('radius=50&type=meetups&fitsMyDogs=true', walker.token);
    expect(titles(either)).toEqual(['Nose Work in the Park', 'Indoor Agility Evening']);
    const anonymous = await search('city=Tacoma&state=WA&fitsMyDogs=true');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toMatch(/sign in/i);
  });

  it('shows visitors public results with general areas only', async () => {
    const visitor = await search('city=Tacoma&state=WA&radius=50');
    expect(visitor.status, visitor.text).toBe(200);
    expect(titles(visitor)).toEqual([
      'Nose Work in the Park',
      'Indoor Agility Evening',
      'Quiet Ballard Dogs',
      'Seattle Sniffers',
    ]);
    const [scent] = visitor.body.results;
    expect(scent).toMatchObject({ location: 'Seattle, WA 98115, USA', locationIsExact: false });
    expect(Number.isInteger(scent!.distanceMiles)).toBe(true);
    expect(visitor.text).not.toContain('Green Lake Dr');
    expect(
      visitor.body.results.find((result) => result.title === 'Quiet Ballard Dogs'),
    ).toMatchObject({ type: 'group', kind: 'private', view: 'listing' });
  });

  it('keeps private and invite-only meetups, and invite-only groups, to their members', async () => {
    const secretive = ['Private Ballard Walk', 'Pug Parade', 'Secret Society of Pugs'];
    const stranger = await search('radius=50&q=', owner.token);
    for (const title of secretive) expect(titles(stranger)).not.toContain(title);
    expect(JSON.stringify(stranger.body)).not.toContain(ids.hiddenWalk);
    const member = await registerUser(app.http, { city: 'Seattle', state: 'WA' });
    await joinThroughRequest(app.http, organizer.token, member.token, ids.hidden);
    await joinThroughRequest(app.http, organizer.token, member.token, ids.secret, {
      inviteCode: await inviteCodeOf(app.http, organizer.token, ids.secret),
    });
    const inside = await search('radius=10', member.token);
    expect(titles(inside)).toEqual(
      expect.arrayContaining(['Private Ballard Walk', 'Pug Parade', 'Secret Society of Pugs']),
    );
    expect(inside.body.results.find((r) => r.title === 'Quiet Ballard Dogs')).toMatchObject({
      view: 'full',
    });
  });

  it('pages within bounds', async () => {
    const second = await search('radius=50&pageSize=1&page=2', owner.token);
    expect(second.body).toMatchObject({ total: 4, page: 2, pageSize: 1, totalPages: 4 });
    expect(titles(second)).toEqual(['Indoor Agility Evening']);
    expect((await search('radius=50&pageSize=1&page=9', owner.token)).body.results).toEqual([]);
  });

  it('counts places left as people answer, and drops a cancelled meetup', async () => {
    const rsvp = await app.http.post(
      `/api/meetups/${ids.scent}/rsvp`,
      { status: 'going' },
      owner.token,
    );
    expect(rsvp.status, rsvp.text).toBe(200);
    const after = await search('radius=50&q=nose', owner.token);
    expect(after.body.results[0]).toMatchObject({ placesLeft: 4 });
    const cancel = await app.http.post(
      `/api/meetups/${ids.agility}/cancel`,
      { reason: 'Hall flooded' },
      organizer.token,
    );
    expect(cancel.status, cancel.text).toBe(200);
    expect(titles(await search('radius=50&type=meetups', owner.token))).toEqual([
      'Nose Work in the Park',
    ]);
  });

  it.each([
    ['activity=scent-work&activity=knitting', /Unknown activity 'knitting'/],
    ['radius=0', /radius must be between 1 and 500 miles/],
    ['radius=10000', /radius must be between 1 and 500 miles/],
    ['when=custom&from=2031-02-30&to=2031-03-02', /from is not a real date/],
    ['when=custom&from=tomorrow&to=2031-03-02', /from must be a date as YYYY-MM-DD/],
    ['when=custom&from=2031-03-05', /needs from and to/],
    ['when=custom&from=2031-03-05&to=2031-03-01', /to must not be before from/],
    ['when=someday', /when must be one of/],
    ['level=expert', /level must be one of/],
    ['days=funday', /days must be among/],
    ['pageSize=0', /pageSize must be between 1 and 50/],
    ['pageSize=51', /pageSize must be between 1 and 50/],
    ['page=0', /page must be at least 1/],
    ['lat=47.2', /Give both lat and lon/],
    ['city=Nowhereville&state=WA', /We don't know Nowhereville, WA/],
    ['sort=random', /sort must be soonest or nearest/],
  ])('refuses %s with a clear 400', async (query, message) => {
    const response = await search(query, owner.token);
    expect(response.status, response.text).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(message);
  });

  it('asks a visitor where to search', async () => {
    const response = await search('radius=50');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/Say where to search/);
  });
});
