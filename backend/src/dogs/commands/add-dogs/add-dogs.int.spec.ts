import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../../../event-store/event-store.contract.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { aDog } from '../../../../test/support/dogs.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('POST /api/dogs and /api/dogs/bulk', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('adds a dog with the defaults, keeps special needs and bio, and lists it', async () => {
    const { token } = await registerUser(app.http);
    const response = await app.http.post(
      '/api/dogs',
      { name: '  Pepper ', specialNeeds: 'Deaf', bio: 'Shy at first' },
      token,
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      ownerId: expect.any(String),
      name: 'Pepper',
      breed: null,
      age: null,
      description: null,
      profilePicture: null,
      trainingLevel: 'none',
      trainingWarnings: [],
      specialNeeds: 'Deaf',
      bio: 'Shy at first',
      sizeClass: null,
      vaccinations: [],
      spayedNeutered: null,
      needsSpace: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const list = await app.http.get('/api/dogs', token);
    expect(list.body).toEqual([response.body]);
  });

  it('never takes the owner from the body', async () => {
    const me = await registerUser(app.http);
    const myProfile = (await app.http.get('/api/profile', me.token)).body;
    const response = await app.http.post('/api/dogs', aDog({ ownerId: 'someone-else' }), me.token);
    expect(response.body.ownerId).toBe(myProfile.id);
  });

  it.each([
    [{ name: '' }, 'Dog name is required'],
    [{ name: undefined }, 'Dog name is required'],
    [{ age: 'ancient' }, 'Age must be one of puppy, young, adult, senior'],
    [
      { trainingLevel: 'expert' },
      'Training level must be one of none, basic, intermediate, advanced, service',
    ],
    [
      { trainingWarnings: ['bitey'] },
      'Training warnings may only be reactive, aggressive, anxious, fearful or overstimulated',
    ],
    [
      { profilePicture: 'https://evil.example/x.jpg' },
      'Profile picture must be an uploaded photo (/objects/...)',
    ],
    [{ sizeClass: 'huge' }, 'Size must be one of toy, small, medium, large, giant'],
    [
      { vaccinations: [{ vaccine: 'rabies', expiresOn: '2026-02-30' }] },
      'Expiry date must be a date (YYYY-MM-DD)',
    ],
    [
      { vaccinations: [{ vaccine: 'rabies', expiresOn: '03/01/2027' }] },
      'Expiry date must be a date (YYYY-MM-DD)',
    ],
    [
      { vaccinations: [{ vaccine: 'parvo', expiresOn: '2027-03-01' }] },
      'Vaccine must be one of rabies, dhpp, bordetella, leptospirosis, canine-influenza',
    ],
    [{ vaccinations: 'rabies' }, 'Vaccinations must be a list of { vaccine, expiresOn }'],
    [{ spayedNeutered: 'yes' }, 'spayedNeutered must be true, false or null'],
  ])('refuses %j with "%s"', async (overrides, message) => {
    const { token } = await registerUser(app.http);
    const response = await app.http.post('/api/dogs', aDog(overrides), token);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await app.http.get('/api/dogs', token)).body).toEqual([]);
  });

  it('keeps size, spayed/neutered and one vaccination record per vaccine, the latest', async () => {
    const { token } = await registerUser(app.http);
    const response = await app.http.post(
      '/api/dogs',
      aDog({
        sizeClass: 'medium',
        spayedNeutered: true,
        vaccinations: [
          { vaccine: 'bordetella', expiresOn: '2026-06-01' },
          { vaccine: 'rabies', expiresOn: '2026-01-31' },
          { vaccine: 'rabies', expiresOn: '2028-01-31' },
        ],
      }),
      token,
    );
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({
      sizeClass: 'medium',
      spayedNeutered: true,
      vaccinations: [
        { vaccine: 'rabies', expiresOn: '2028-01-31' },
        { vaccine: 'bordetella', expiresOn: '2026-06-01' },
      ],
    });
    expect((await app.http.get('/api/dogs', token)).body).toEqual([response.body]);
  });

  it('adds the setup screen’s dogs in one atomic append', async () => {
    const { token } = await registerUser(app.http);
    const response = await app.http.post(
      '/api/dogs/bulk',
      {
        dogs: [
          aDog({ name: 'Max' }),
          aDog({
            name: 'Luna',
            age: 'puppy',
            trainingLevel: 'none',
            trainingWarnings: [],
            sizeClass: 'toy',
            vaccinations: [{ vaccine: 'dhpp', expiresOn: '2027-05-04' }],
          }),
        ],
      },
      token,
    );
    expect(response.status).toBe(201);
    expect(response.body.map((dog: { name: string }) => dog.name)).toEqual(['Max', 'Luna']);
    expect(response.body[0]).toMatchObject({ sizeClass: null, vaccinations: [] });
    expect(response.body[1]).toMatchObject({
      sizeClass: 'toy',
      vaccinations: [{ vaccine: 'dhpp', expiresOn: '2027-05-04' }],
      spayedNeutered: null,
    });
    const ownerId = response.body[0].ownerId;
    const stream = await collect(app.engines.eventStore.readStream(`dogs-${ownerId}`));
    expect(stream.map((event) => event.type)).toEqual(['DogAdded', 'DogAdded']);
    expect(new Set(stream.map((event) => event.position - event.revision)).size).toBe(1);
  });

  it('stores none of the dogs when one is invalid', async () => {
    const { token } = await registerUser(app.http);
    const response = await app.http.post(
      '/api/dogs/bulk',
      { dogs: [aDog({ name: 'Max' }), aDog({ name: ' ' })] },
      token,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({
      path: 'dogs.1.name',
      message: 'Dog name is required',
    });
    expect((await app.http.get('/api/dogs', token)).body).toEqual([]);
  });

  it('refuses an empty setup and anonymous callers', async () => {
    const { token } = await registerUser(app.http);
    expect((await app.http.post('/api/dogs/bulk', { dogs: [] }, token)).body.message).toBe(
      'Add at least one dog',
    );
    expect((await app.http.post('/api/dogs', aDog())).status).toBe(401);
    expect((await app.http.post('/api/dogs/bulk', { dogs: [aDog()] })).status).toBe(401);
    expect((await app.http.get('/api/dogs')).status).toBe(401);
  });
});
