import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { aGroup } from '../../../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('POST /api/groups', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('creates the group with its creator as owner and the gazetteer’s coordinates', async () => {
    const creator = await registerUser(app.http, { firstName: 'Maya', lastName: 'Lopez' });
    const response = await app.http.post(
      '/api/groups',
      aGroup({
        name: '  Sunrise Sniffers ',
        city: 'austin',
        state: 'tx',
        latitude: '0',
        longitude: '0',
        creatorId: 'someone-else',
      }),
      creator.token,
    );
    expect(response.status).toBe(201);
    const profile = (await app.http.get('/api/profile', creator.token)).body;
    expect(response.body).toMatchObject({
      name: 'Sunrise Sniffers',
      city: 'Austin',
      state: 'TX',
      latitude: '30.26715000',
      longitude: '-97.74306000',
      isPrivate: false,
      creatorId: profile.id,
      creatorDisplayName: 'Maya L.',
      memberCount: 1,
      isMember: true,
      role: 'owner',
      distanceMiles: 0,
      coverImage: null,
    });
    const members = await app.http.get(`/api/groups/${response.body.id}/members`, creator.token);
    expect(members.body).toEqual([
      { userId: profile.id, role: 'owner', joinedAt: expect.any(String) },
    ]);
  });

  it('keeps client coordinates only for places the gazetteer does not know', async () => {
    const { token } = await registerUser(app.http);
    const response = await app.http.post(
      '/api/groups',
      aGroup({ city: 'Tiny Hollow', state: 'TX', latitude: '30.5', longitude: '-97.5' }),
      token,
    );
    expect(response.body).toMatchObject({
      city: 'Tiny Hollow',
      latitude: '30.50000000',
      longitude: '-97.50000000',
    });
  });

  it.each([
    [{ name: '   ' }, 'Name is required'],
    [{ description: undefined }, 'Description is required'],
    [{ city: '' }, 'City is required'],
    [{ state: 'Narnia' }, 'State must be a US state'],
    [{ latitude: 'north' }, 'Latitude must be a number between -90 and 90'],
  ])('refuses %j with "%s"', async (overrides, message) => {
    const { token } = await registerUser(app.http);
    const body: Record<string, unknown> = aGroup(overrides);
    for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key];
    const response = await app.http.post('/api/groups', body, token);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('is 401 without a token', async () => {
    expect((await app.http.post('/api/groups', aGroup())).status).toBe(401);
  });
});
