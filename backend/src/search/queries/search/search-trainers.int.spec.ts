import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../contracts/search.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { changeGroupKind, createGroup } from '../../../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

/** Trainers as a search result kind (`type=trainers`, and among `type=all`). */
describe('GET /api/search: trainers', () => {
  let app: TestApp;
  let tess: Awaited<ReturnType<typeof registerUser>>;
  let noseClub: { id: string };

  const search = (query: string, token?: string) =>
    app.http.get<SearchResponse & { message?: string }>(`/api/search?${query}`, token);
  const found = async (query: string, token?: string) => {
    const response = await search(query, token);
    expect(response.status, response.text).toBe(200);
    return response.body.results.map((result) => `${result.type}:${result.title}`);
  };
  const tacoma = 'city=Tacoma&state=WA&radius=25';

  beforeAll(async () => {
    app = await startTestApp();
    tess = await registerUser(app.http, {
      firstName: 'Tess',
      lastName: 'Mara',
      city: 'Tacoma',
      state: 'WA',
      isTrainer: true,
    });
    noseClub = await createGroup(app.http, tess.token, {
      name: 'Tacoma Nose Club',
      city: 'Tacoma',
      state: 'WA',
      activities: ['scent-work'],
    });
    const secret = await createGroup(app.http, tess.token, {
      name: 'Quiet Agility',
      city: 'Tacoma',
      state: 'WA',
      activities: ['agility'],
    });
    await changeGroupKind(app.http, tess.token, secret.id, 'private');
    // Not a trainer: runs a scent-work group, but has no trainer page to be found by.
    const nora = await registerUser(app.http, {
      firstName: 'Nora',
      lastName: 'Owner',
      city: 'Tacoma',
      state: 'WA',
    });
    await createGroup(app.http, nora.token, {
      name: 'Noses of Ruston',
      city: 'Tacoma',
      state: 'WA',
      activities: ['scent-work'],
    });
    const pat = await registerUser(app.http, {
      firstName: 'Pat',
      lastName: 'Rivers',
      city: 'Portland',
      state: 'OR',
      isTrainer: true,
    });
    await createGroup(app.http, pat.token, {
      name: 'Portland Sniffers',
      city: 'Portland',
      state: 'OR',
      activities: ['scent-work'],
    });
  });
  afterAll(() => app.close());

  it('finds a trainer in the radius by what their public groups do, as their page shows them', async () => {
    const response = await search(`${tacoma}&type=trainers&activity=scent-work`);
    expect(response.status, response.text).toBe(200);
    expect(response.body.results).toEqual([
      {
        type: 'trainer',
        id: expect.any(String),
        username: tess.username,
        firstName: 'Tess',
        lastName: 'Mara',
        title: 'Tess Mara',
        description: '',
        city: 'Tacoma',
        state: 'WA',
        distanceMiles: expect.any(Number),
        activities: ['scent-work'],
        level: 'all',
      },
    ]);
    // Visitors are measured to the general area, in whole miles.
    expect(Number.isInteger(response.body.results[0]!.distanceMiles)).toBe(true);
    // Trainers have no date: they come with the groups, nearest first (here one city: by name).
    expect(await found(`${tacoma}&type=all&activity=scent-work`)).toEqual([
      'group:Noses of Ruston',
      'group:Tacoma Nose Club',
      'trainer:Tess Mara',
    ]);
  });

  it('does not find a trainer outside the radius or for another activity', async () => {
    expect(await found(`${tacoma}&type=trainers&activity=obedience`)).toEqual([]);
    expect(await found(`city=Seattle&state=WA&radius=10&type=trainers`)).toEqual([]);
    expect(await found(`${tacoma}&type=trainers`)).toEqual(['trainer:Tess Mara']);
    expect(
      await found(`city=Tacoma&state=WA&radius=200&type=trainers&activity=scent-work`),
    ).toEqual(['trainer:Tess Mara', 'trainer:Pat Rivers']);
  });

  it("does not find a trainer for a private group's activity, even for its members", async () => {
    expect(await found(`${tacoma}&type=trainers&activity=agility`)).toEqual([]);
    expect(await found(`${tacoma}&type=trainers&activity=agility`, tess.token)).toEqual([]);
  });

  it('follows the group edit form and the profile', async () => {
    const edited = await app.http.put(
      `/api/groups/${noseClub.id}/activities`,
      { activities: ['obedience'], level: 'beginner' },
      tess.token,
    );
    expect(edited.status, edited.text).toBe(200);
    expect(await found(`${tacoma}&type=trainers&activity=obedience&level=beginner`)).toEqual([
      'trainer:Tess Mara',
    ]);
    expect(await found(`${tacoma}&type=trainers&activity=obedience&level=advanced`)).toEqual([]);
    expect(await found(`${tacoma}&type=trainers&activity=scent-work`)).toEqual([]);

    const stopped = await app.http.put('/api/profile', { isTrainer: false }, tess.token);
    expect(stopped.status, stopped.text).toBe(200);
    expect(await found(`${tacoma}&type=trainers`)).toEqual([]);
  });

  it('refuses an unknown type with a clear message', async () => {
    const response = await search(`${tacoma}&type=trainer`);
    expect(response.status).toBe(400);
    expect(response.text).toContain('type must be all, meetups, groups or trainers');
  });
});
