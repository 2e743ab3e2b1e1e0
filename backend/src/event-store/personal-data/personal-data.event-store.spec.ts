import { describe, expect, it } from 'vitest';
import { MemoryDocumentStore } from '@packmeet/projections/store/memory.document-store';
import { FORMER_MEMBER, REMOVED_TEXT, forgottenEmail } from '../../contracts/personal-data.js';
import { anEvent, collect } from '../event-store.contract.js';
import { InMemoryEventStore } from '../in-memory.event-store.js';
import { MongoKeyStore } from './mongo.key-store.js';
import { PersonalDataEventStore } from './personal-data.event-store.js';

const registered = (userId: string) =>
  anEvent('UserRegistered', {
    userId,
    username: 'zquax',
    email: 'zebulon@example.com',
    passwordHash: 'hash',
    firstName: 'Zebulon',
    lastName: 'Quaxworth',
    city: 'Tacoma',
    state: 'WA',
    isTrainer: false,
  });

async function setUp() {
  const inner = new InMemoryEventStore();
  const keys = new MongoKeyStore(new MemoryDocumentStore());
  const store = await PersonalDataEventStore.open(inner, keys);
  const raw = async (stream: string) =>
    JSON.stringify((await collect(inner.readStream(stream))).map((event) => event.data));
  return { inner, keys, store, raw };
}

describe('personal data in the event store', () => {
  it('stores personal fields sealed and reads them back as they were appended', async () => {
    const { store, raw } = await setUp();
    const event = registered('u1');
    await store.append('user-u1', [event], { expectedRevision: 'no_stream' });

    const [read] = await collect(store.readStream('user-u1'));
    expect(read!.data).toEqual(event.data);
    const stored = await raw('user-u1');
    for (const clear of ['Zebulon', 'Quaxworth', 'zquax', 'zebulon@example.com']) {
      expect(stored).not.toContain(clear);
    }
    // What is not personal stays readable in the log.
    expect(stored).toContain('Tacoma');
  });

  it('seals only the fields an event carries', async () => {
    const { store, raw } = await setUp();
    await store.append(
      'dogs-u1',
      [
        anEvent('DogUpdated', {
          dogId: 'd1',
          ownerId: 'u1',
          changes: { name: 'Biscuit', age: 'adult' },
        }),
      ],
      { expectedRevision: 'any' },
    );
    const [read] = await collect(store.readAll());
    expect(read!.data).toEqual({
      dogId: 'd1',
      ownerId: 'u1',
      changes: { name: 'Biscuit', age: 'adult' },
    });
    expect(await raw('dogs-u1')).not.toContain('Biscuit');
  });

  it('leaves events without personal data as they are', async () => {
    const { store, raw } = await setUp();
    const event = anEvent('RsvpSet', { meetupId: 'm1', userId: 'u1', status: 'going', dogIds: [] });
    await store.append('meetup-m1', [event], { expectedRevision: 'any' });
    expect(await raw('meetup-m1')).toContain('"status":"going"');
    expect((await collect(store.readAll()))[0]!.data).toEqual(event.data);
  });

  it("reads a deleted member's fields as redacted, in every later read and subscription", async () => {
    const { store, keys } = await setUp();
    await store.append('user-u1', [registered('u1')], { expectedRevision: 'no_stream' });
    await store.append(
      'post-p1',
      [
        anEvent('PostCreated', {
          postId: 'p1',
          groupId: 'g1',
          authorId: 'u1',
          content: 'Hi from Zebulon',
          imageUrl: '/objects/photos/a.jpg',
        }),
      ],
      { expectedRevision: 'no_stream' },
    );
    await store.append('user-u1', [anEvent('AccountDeleted', { userId: 'u1' })], {
      expectedRevision: 0n,
    });

    expect(await keys.find('u1')).toBe('forgotten');
    const [user] = await collect(store.readStream('user-u1'));
    expect(user!.data).toMatchObject({
      username: 'former-member-u1',
      email: forgottenEmail('u1'),
      firstName: FORMER_MEMBER,
      lastName: '',
      city: 'Tacoma',
    });
    const delivered: unknown[] = [];
    const subscription = store.subscribeToAll(0n, (event) => void delivered.push(event.data));
    await expect.poll(() => delivered.length).toBe(3);
    await subscription.stop();
    expect(delivered[1]).toEqual({
      postId: 'p1',
      groupId: 'g1',
      authorId: 'u1',
      content: REMOVED_TEXT,
      imageUrl: null,
    });
  });

  it("seals a trainer's client records with the trainer's key, and drops them with it", async () => {
    const { store, raw } = await setUp();
    const client = anEvent('ClientRecordAdded', {
      trainerId: 't1',
      clientId: 'c1',
      name: 'Wilhelmina Crumb',
      dogName: 'Pretzel',
      email: 'wil@example.com',
      notes: 'Pulls on the leash',
    });
    await store.append('trainer_clients-t1', [client], { expectedRevision: 'no_stream' });
    const stored = await raw('trainer_clients-t1');
    for (const clear of ['Wilhelmina', 'Pretzel', 'wil@example.com', 'leash']) {
      expect(stored).not.toContain(clear);
    }
    expect((await collect(store.readStream('trainer_clients-t1')))[0]!.data).toEqual(client.data);

    await store.append('user-t1', [anEvent('AccountDeleted', { userId: 't1' })], {
      expectedRevision: 'any',
    });
    expect((await collect(store.readStream('trainer_clients-t1')))[0]!.data).toEqual({
      trainerId: 't1',
      clientId: 'c1',
      name: REMOVED_TEXT,
      dogName: REMOVED_TEXT,
      email: null,
      notes: null,
    });
  });

  it('forgets after a restart too: the key store, not the process, remembers', async () => {
    const { inner, keys, store } = await setUp();
    await store.append('user-u1', [registered('u1'), anEvent('AccountDeleted', { userId: 'u1' })], {
      expectedRevision: 'no_stream',
    });
    const reopened = await PersonalDataEventStore.open(inner, keys);
    const [user] = await collect(reopened.readAll());
    expect(user!.data).toMatchObject({ firstName: FORMER_MEMBER });
  });

  it('reads events stored in clear as they are, until their member is forgotten', async () => {
    const { inner, store } = await setUp();
    // Written before encryption existed: straight into the log.
    await inner.append('user-u1', [registered('u1')], { expectedRevision: 'no_stream' });
    expect((await collect(store.readAll()))[0]!.data).toMatchObject({ firstName: 'Zebulon' });

    await store.append(
      'user-u1',
      [anEvent('MemberForgotten', { userId: 'u1', forgottenBy: 'admin' })],
      {
        expectedRevision: 0n,
      },
    );
    expect((await collect(store.readAll()))[0]!.data).toMatchObject({
      firstName: FORMER_MEMBER,
      email: forgottenEmail('u1'),
    });
  });

  it("never stores a forgotten member's personal data again, not even sealed", async () => {
    const { store, raw } = await setUp();
    await store.append(
      'user-u1',
      [anEvent('MemberForgotten', { userId: 'u1', forgottenBy: 'admin' })],
      {
        expectedRevision: 'no_stream',
      },
    );
    await store.append(
      'post-p2',
      [
        anEvent('CommentAdded', {
          commentId: 'c1',
          postId: 'p2',
          groupId: 'g1',
          authorId: 'u1',
          content: 'late words',
        }),
      ],
      { expectedRevision: 'no_stream' },
    );
    expect(await raw('post-p2')).not.toContain('late words');
    expect(await raw('post-p2')).toContain(REMOVED_TEXT);
  });
});
