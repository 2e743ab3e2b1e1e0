import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { addDog } from '../../../../test/support/dogs.js';
import { collect } from '../../../event-store/event-store.contract.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('PUT /api/dogs/{id}', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("updates the owner's dog and answers with it", async () => {
    const { token } = await registerUser(app.http);
    const dog = await addDog(app.http, token);
    const response = await app.http.put(
      `/api/dogs/${dog.id}`,
      { name: 'Biscuit II', trainingWarnings: ['reactive', 'reactive'], description: '' },
      token,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: dog.id,
      name: 'Biscuit II',
      trainingWarnings: ['reactive'],
      description: null,
      breed: 'Golden Retriever',
    });
    expect((await app.http.get('/api/dogs', token)).body).toEqual([response.body]);
  });

  it('updates size, vaccinations and spayed/neutered, and records nothing for a save without change', async () => {
    const { token } = await registerUser(app.http);
    const dog = await addDog(app.http, token);
    const changes = {
      sizeClass: 'large',
      spayedNeutered: false,
      vaccinations: [
        { vaccine: 'leptospirosis', expiresOn: '2027-09-01' },
        { vaccine: 'rabies', expiresOn: '2027-01-15' },
      ],
    };
    const response = await app.http.put(`/api/dogs/${dog.id}`, changes, token);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      sizeClass: 'large',
      spayedNeutered: false,
      vaccinations: [
        { vaccine: 'rabies', expiresOn: '2027-01-15' },
        { vaccine: 'leptospirosis', expiresOn: '2027-09-01' },
      ],
    });
    const before = await collect(app.engines.eventStore.readStream(`dogs-${dog.ownerId}`));
    expect((await app.http.put(`/api/dogs/${dog.id}`, changes, token)).status).toBe(200);
    const after = await collect(app.engines.eventStore.readStream(`dogs-${dog.ownerId}`));
    expect(after).toHaveLength(before.length);

    const cleared = await app.http.put(
      `/api/dogs/${dog.id}`,
      { sizeClass: null, spayedNeutered: null, vaccinations: [] },
      token,
    );
    expect(cleared.body).toMatchObject({ sizeClass: null, spayedNeutered: null, vaccinations: [] });
    const invalid = await app.http.put(
      `/api/dogs/${dog.id}`,
      { vaccinations: [{ vaccine: 'rabies', expiresOn: '2027-13-01' }] },
      token,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Expiry date must be a date (YYYY-MM-DD)');
  });

  it("answers 404 for another owner's dog and leaves it alone", async () => {
    const owner = await registerUser(app.http);
    const stranger = await registerUser(app.http);
    const dog = await addDog(app.http, owner.token);
    const response = await app.http.put(`/api/dogs/${dog.id}`, { name: 'Stolen' }, stranger.token);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Dog not found');
    expect((await app.http.get('/api/dogs', owner.token)).body[0].name).toBe('Biscuit');
  });

  it('answers 404 for an unknown id, 400 for bad input, 401 without a token', async () => {
    const { token } = await registerUser(app.http);
    const dog = await addDog(app.http, token);
    expect((await app.http.put('/api/dogs/no-such-dog', { name: 'X' }, token)).status).toBe(404);
    const invalid = await app.http.put(`/api/dogs/${dog.id}`, { name: '', age: 'puppy' }, token);
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Dog name is required');
    expect((await app.http.get('/api/dogs', token)).body[0]).toMatchObject({
      name: 'Biscuit',
      age: 'young',
    });
    expect((await app.http.put(`/api/dogs/${dog.id}`, { name: 'X' })).status).toBe(401);
  });
});
