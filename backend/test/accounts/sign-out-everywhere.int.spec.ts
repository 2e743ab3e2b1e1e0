import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { registerUser } from '../support/accounts.js';
import { connect, fence } from '../support/sockets.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

describe('token versions: changing the password and signing out everywhere', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const logIn = (email: string, password: string) =>
    app.http.post('/api/auth/login', { email, password });

  it('changes the password with the current one: other tokens get 401 and their sockets close', async () => {
    const user = await registerUser(app.http);
    const otherDevice = (await logIn(user.email, user.password)).body.token as string;
    const socket = await connect(app.url, otherDevice);
    const closed = disconnected(socket);

    const wrong = await app.http.put(
      '/api/profile/password',
      { currentPassword: 'not it', newPassword: 'new password 1' },
      user.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is not correct.');
    expect((await app.http.get('/api/profile', otherDevice)).status).toBe(200);

    const changed = await app.http.put(
      '/api/profile/password',
      { currentPassword: user.password, newPassword: 'new password 1' },
      user.token,
    );
    expect(changed.status, changed.text).toBe(200);
    // This device stays signed in with the token it was given; every earlier one is void.
    expect((await app.http.get('/api/profile', changed.body.token)).status).toBe(200);
    for (const old of [user.token, otherDevice]) {
      const refused = await app.http.get('/api/profile', old);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe('Your session has expired. Please sign in again.');
    }
    expect(await closed).toBe('io server disconnect');
    await expect(connect(app.url, otherDevice)).rejects.toThrow(
      'Your session has expired. Please sign in again.',
    );
    expect((await logIn(user.email, user.password)).status).toBe(401);
    expect((await logIn(user.email, 'new password 1')).status).toBe(200);
  });

  it('signs out of all devices: every token so far gets 401, open sockets close, signing in again works', async () => {
    const user = await registerUser(app.http);
    const other = await registerUser(app.http);
    const socket = await connect(app.url, user.token);
    const bystander = await connect(app.url, other.token);
    const closed = disconnected(socket);

    const signedOut = await app.http.post('/api/auth/sign-out-everywhere', undefined, user.token);
    expect(signedOut.status).toBe(204);
    expect((await app.http.get('/api/profile', user.token)).status).toBe(401);
    expect(await closed).toBe('io server disconnect');
    // Someone else's socket stays open: a wrongful close, sent with the one above, would arrive before the fence.
    await fence(bystander);
    expect(bystander.connected).toBe(true);
    bystander.close();

    const again = await logIn(user.email, user.password);
    expect((await app.http.get('/api/profile', again.body.token)).status).toBe(200);
    const fresh = await connect(app.url, again.body.token);
    expect(fresh.connected).toBe(true);
    fresh.close();
  });

  it('is for signed-in people only', async () => {
    expect((await app.http.post('/api/auth/sign-out-everywhere')).status).toBe(401);
    expect(
      (await app.http.put('/api/profile/password', { currentPassword: 'a', newPassword: 'bbbbbb' }))
        .status,
    ).toBe(401);
  });
});
