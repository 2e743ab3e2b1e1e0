import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect } from 'vitest';
import { GrantAdmin } from '../../src/accounts/commands/grant-admin/grant-admin.command.js';
import { GrantAdminHandler } from '../../src/accounts/commands/grant-admin/grant-admin.handler.js';
import type { EventStore } from '../../src/event-store/event-store.port.js';
import { SqliteEventStore } from '../../src/event-store/sqlite.event-store.js';
import { PersonalDataEventStore } from '../../src/event-store/personal-data/personal-data.event-store.js';
import { SqliteKeyStore } from '../../src/event-store/personal-data/sqlite.key-store.js';
import { registerUser } from './accounts.js';
import type { HttpClient } from './http-client.js';
import { Aggregates } from '../../src/shared/aggregates.js';

/**
 * Grants isAdmin the way `npm run admin:grant` does (no HTTP route grants it):
 * the GrantAdmin handler appends AdminGranted to the user's stream.
 */
export async function grantAdmin(events: EventStore, email: string): Promise<void> {
  const context = {
    correlationId: randomUUID(),
    commandId: randomUUID(),
    userId: null,
    now: new Date(),
  };
  await new GrantAdminHandler(new Aggregates(events)).execute(
    new GrantAdmin(email, 'test-operator', context),
  );
}

/**
 * Registers a user through the API and makes them an administrator, waiting
 * until the server's read model says so. `events` is the server's event store,
 * or, for a server in another process, its data directory (the SQLite file is
 * shared; the server notices the append within ~25 ms).
 */
export async function registerAdmin(http: HttpClient, events: EventStore | string) {
  const user = await registerUser(http);
  const profile = await http.get<{ id: string }>('/api/profile', user.token);
  expect(profile.status, profile.text).toBe(200);
  // The log as the server sees it: the email's reservation stream is named with the key store's key.
  const store =
    typeof events === 'string'
      ? await PersonalDataEventStore.open(
          new SqliteEventStore(join(events, 'events.sqlite')),
          new SqliteKeyStore(join(events, 'keys.sqlite')),
        )
      : events;
  try {
    await grantAdmin(store, user.email);
  } finally {
    if (typeof events === 'string') await store.close();
  }
  // A plain loop, not expect.poll: this also runs in beforeAll hooks.
  const deadline = Date.now() + 5_000;
  while ((await http.get('/api/profile', user.token)).body.isAdmin !== true) {
    if (Date.now() > deadline) throw new Error('the grant did not reach the read model in 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { ...user, id: profile.body.id };
}
