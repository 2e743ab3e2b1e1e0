import { describe, expect, it } from 'vitest';
import { MemoryDocumentStore } from '@packmeet/projections/store/memory.document-store';
import { anEvent, collect } from '../event-store.contract.js';
import { InMemoryEventStore } from '../in-memory.event-store.js';
import { MongoKeyStore } from './mongo.key-store.js';
import { PersonalDataEventStore } from './personal-data.event-store.js';

const reserved = (value: string, userId: string) => anEvent('EmailReserved', { value, userId });

async function setUp(
  inner = new InMemoryEventStore(),
  keys = new MongoKeyStore(new MemoryDocumentStore()),
) {
  const store = await PersonalDataEventStore.open(inner, keys);
  const storedNames = async () => (await collect(inner.readAll())).map((event) => event.streamName);
  return { inner, keys, store, storedNames };
}

describe('streams named after an email or username', () => {
  it('are stored under a keyed hash and read back under the name they were asked by', async () => {
    const { store, storedNames } = await setUp();
    await store.append('email-zebulon@example.com', [reserved('zebulon@example.com', 'u1')], {
      expectedRevision: 'no_stream',
    });
    await store.append(
      'username-zquax',
      [anEvent('UsernameReserved', { value: 'zquax', userId: 'u1' })],
      {
        expectedRevision: 'no_stream',
      },
    );
    await store.append('user-u9', [anEvent('AccountDeleted', { userId: 'u9' })], {
      expectedRevision: 'any',
    });

    const names = await storedNames();
    expect(names[0]).toMatch(/^email-[0-9a-f]{64}$/);
    expect(names[1]).toMatch(/^username-[0-9a-f]{64}$/);
    // Other streams keep their names.
    expect(names[2]).toBe('user-u9');
    expect(JSON.stringify(names)).not.toMatch(/zebulon|zquax/);

    const [read] = await collect(store.readStream('email-zebulon@example.com'));
    expect(read!.streamName).toBe('email-zebulon@example.com');
    expect(read!.data).toEqual({ value: 'zebulon@example.com', userId: 'u1' });
    // The name is taken: a second first reservation is refused by the store.
    await expect(
      store.append('email-zebulon@example.com', [reserved('zebulon@example.com', 'u2')], {
        expectedRevision: 'no_stream',
      }),
    ).rejects.toThrow();
  });

  it('name a stream the same way after a restart, with the key from the key store', async () => {
    const inner = new InMemoryEventStore();
    const keys = new MongoKeyStore(new MemoryDocumentStore());
    const first = await setUp(inner, keys);
    await first.store.append('email-a@example.com', [reserved('a@example.com', 'u1')], {
      expectedRevision: 'no_stream',
    });
    const second = await setUp(inner, keys);
    expect(await collect(second.store.readStream('email-a@example.com'))).toHaveLength(1);

    // Another key store (another deployment) names it differently.
    const other = await setUp(inner);
    expect(await collect(other.store.readStream('email-a@example.com'))).toHaveLength(0);
  });

  it('keep using a stream written in clear before hashing existed', async () => {
    const { inner, store, storedNames } = await setUp();
    await inner.append('email-old@example.com', [reserved('old@example.com', 'u1')], {
      expectedRevision: 'no_stream',
    });
    const [read] = await collect(store.readStream('email-old@example.com'));
    expect(read!.data).toEqual({ value: 'old@example.com', userId: 'u1' });
    await store.append(
      'email-old@example.com',
      [
        anEvent('EmailReservationReleased', {
          value: 'old@example.com',
          userId: 'u1',
          reason: 'account deleted',
        }),
      ],
      { expectedRevision: read!.revision },
    );
    expect(await storedNames()).toEqual(['email-old@example.com', 'email-old@example.com']);
  });
});
