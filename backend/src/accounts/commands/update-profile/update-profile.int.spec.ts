import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../../../event-store/event-store.contract.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('PUT /api/profile', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('saves the editable fields and answers with the whole profile', async () => {
    const user = await registerUser(app.http);
    const response = await app.http.put(
      '/api/profile',
      {
        firstName: ' Maya Rose ',
        bio: 'Two calm greyhounds.',
        city: 'Dallas',
        state: 'TX',
        isTrainer: true,
        trainerBio: 'Certified in scent work.',
      },
      user.token,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      username: user.username,
      firstName: 'Maya Rose',
      lastName: 'Lopez',
      bio: 'Two calm greyhounds.',
      city: 'Dallas',
      isTrainer: true,
      trainerBio: 'Certified in scent work.',
      isAdmin: false,
    });
    expect((await app.http.get('/api/profile', user.token)).body).toEqual(response.body);
  });

  it('clears optional text with an empty string and records only what changed', async () => {
    const user = await registerUser(app.http);
    await app.http.put('/api/profile', { bio: 'Hello' }, user.token);
    const cleared = await app.http.put('/api/profile', { bio: '', firstName: 'Maya' }, user.token);
    expect(cleared.body.bio).toBeNull();

    const userId = cleared.body.id;
    const history = await collect(app.engines.eventStore.readStream(`user-${userId}`));
    expect(history.map((event) => [event.type, event.data])).toEqual([
      ['UserRegistered', expect.anything()],
      // Email off: the sign-up link waits in the outbox, and nothing asks for it.
      ['EmailVerificationRequested', expect.anything()],
      ['UserProfileUpdated', { userId, changes: { bio: 'Hello' } }],
      ['UserProfileUpdated', { userId, changes: { bio: null } }],
    ]);
  });

  it.each([
    ['isAdmin', true, 'Administrator status cannot be changed'],
    ['username', 'someone_else', 'Username cannot be changed'],
    ['email', 'other@example.com', 'Email cannot be changed'],
    ['password', 'new-password', 'Password cannot be changed here'],
    ['firstName', '  ', 'First name is required'],
    ['isTrainer', 'yes', 'isTrainer must be true or false'],
  ])('refuses %s = %j with "%s" and changes nothing', async (field, value, message) => {
    const user = await registerUser(app.http);
    const before = await app.http.get('/api/profile', user.token);
    const response = await app.http.put(
      '/api/profile',
      { bio: 'should not be saved', [field]: value },
      user.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await app.http.get('/api/profile', user.token)).body).toEqual(before.body);
  });

  it('is 401 without a token', async () => {
    expect((await app.http.put('/api/profile', { bio: 'x' })).status).toBe(401);
  });
});
