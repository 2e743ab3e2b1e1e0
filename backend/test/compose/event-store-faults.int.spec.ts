import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FaultInjectingEventStore } from '../../src/event-store/fault-injecting.event-store.js';
import { aRegistration } from '../support/accounts.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface Health {
  status: string;
  projections: { name: string; state: string }[];
}

/*
 * The whole server over an event store that fails as a networked engine does
 * (EventStoreDB restarting, deadlines, answers lost after a commit): commands
 * answer 503 or succeed once, never 500; health says degraded while the
 * projections' subscription is down and ok once it is back.
 */
describe('the server when the event store is unavailable', () => {
  let app: TestApp;
  let events: FaultInjectingEventStore;

  beforeAll(async () => {
    app = await startTestApp({
      decorateEventStore: (store) => (events = new FaultInjectingEventStore(store)),
    });
  });
  afterAll(async () => {
    events?.comeBack();
    await app?.close();
  });

  const registrationsOf = async (username: string) => {
    let count = 0;
    for await (const event of app.engines.eventStore.readAll()) {
      if (
        event.type === 'UserRegistered' &&
        (event.data as { username?: string }).username === username
      )
        count += 1;
    }
    return count;
  };

  it('an append whose answer was lost after it was stored is retried and stored once', async () => {
    events.failNextAppends('after_commit');
    const registration = aRegistration();
    const response = await app.http.post('/api/auth/register', registration);
    expect(response.status, response.text).toBe(201);
    expect(await registrationsOf(registration.username)).toBe(1);
    const signIn = await app.http.post('/api/auth/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(signIn.status, signIn.text).toBe(200);
  });

  it('appends that fail before storing are retried', async () => {
    events.failNextAppends('before_commit', 'before_commit');
    const registration = aRegistration();
    const response = await app.http.post('/api/auth/register', registration);
    expect(response.status, response.text).toBe(201);
    expect(await registrationsOf(registration.username)).toBe(1);
  });

  it('while the engine is down: commands answer 503 with Retry-After and store nothing, health is degraded; then ok again', async () => {
    await events.goDown();
    await vi.waitFor(async () => {
      const health = await app.http.get<Health>('/api/health');
      expect(health.body.status).toBe('degraded');
      expect(
        health.body.projections.every((projection) => projection.state === 'reconnecting'),
      ).toBe(true);
    });

    const registration = aRegistration();
    const refused = await app.http.post('/api/auth/register', registration);
    expect(refused.status, refused.text).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toMatchObject({
      code: 'EVENT_STORE.UNAVAILABLE',
      message: 'PackMeet cannot save changes right now. Please try again in a moment.',
    });

    events.comeBack();
    await vi.waitFor(
      async () => {
        const health = await app.http.get<Health>('/api/health');
        expect(health.body.status).toBe('ok');
        expect(health.body.projections.every((projection) => projection.state === 'live')).toBe(
          true,
        );
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(await registrationsOf(registration.username)).toBe(0);
    // The same registration goes through now, and read-your-writes holds: sign-in sees it at once.
    const accepted = await app.http.post('/api/auth/register', registration);
    expect(accepted.status, accepted.text).toBe(201);
    const signIn = await app.http.post('/api/auth/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(signIn.status, signIn.text).toBe(200);
  });
});
