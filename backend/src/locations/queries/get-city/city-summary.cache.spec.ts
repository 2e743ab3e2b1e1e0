import { NO_ENTRY_RULES } from '../../../contracts/entry-rules.js';
import { MemoryDocumentStore } from '@packmeet/projections/store/memory.document-store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CITIES,
  DOGS,
  GROUPS,
  GROUP_MEMBERS,
  MEETUPS,
  POSTS,
  RSVPS,
  USERS,
  type CityDocument,
  type DogDocument,
  type GroupDocument,
  type GroupMemberDocument,
  type MeetupDocument,
  type PostDocument,
  type RsvpDocument,
  type UserDocument,
} from '../../../contracts/read-models.js';
import { Caches } from '../../../infrastructure/caching/caches.js';
import { ReadModelChanges } from '../../../infrastructure/caching/read-model-changes.js';
import { Metrics } from '../../../operations/index.js';
import { readCity } from './city-data.js';
import { CitySummaryCache, type CitySummaryCacheOptions } from './city-summary.cache.js';
import { summarizeCity } from './city-summary.js';

const start = new Date('2026-11-22T12:00:00.000Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const ago = (ms: number) => new Date(start.getTime() - ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Change notifications are delivered in a microtask, like the writes of a projection. */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

function city(slug: string, name: string, groupIds: string[]): CityDocument {
  return {
    _id: slug,
    city: name,
    state: 'TX',
    groupIds,
    groupCount: groupIds.length,
    totalMeetups: 0,
  };
}
function group(id: string, cityName: string, memberCount: number): GroupDocument {
  return {
    _id: id,
    name: `Group ${id}`,
    description: 'Calm walks',
    city: cityName,
    state: 'TX',
    latitude: null,
    longitude: null,
    coverImage: null,
    kind: 'public',
    rules: NO_ENTRY_RULES,
    ownerId: 'u1',
    creatorId: 'u1',
    memberCount,
    createdAt: ago(400 * DAY),
    updatedAt: ago(400 * DAY),
  };
}
function member(groupId: string, userId: string, joinedAt: string): GroupMemberDocument {
  return {
    _id: `${groupId}:${userId}`,
    groupId,
    userId,
    role: userId === 'u1' ? 'owner' : 'member',
    joinedAt,
  };
}
function person(id: string, firstName: string): UserDocument {
  return { _id: id, firstName, lastName: 'Lopez' } as UserDocument;
}
function dog(id: string, ownerId: string, breed: string): DogDocument {
  return { _id: id, ownerId, name: id, breed } as DogDocument;
}
function meetup(id: string, groupId: string, startsAt: string): MeetupDocument {
  return {
    _id: id,
    groupId,
    organizerId: 'u1',
    title: `Meetup ${id}`,
    startsAt,
    endsAt: startsAt,
    unregisteredAttendees: 0,
    attendance: { going: 0, maybe: 0, notGoing: 0, waitlisted: 0 },
    status: 'scheduled',
    createdAt: ago(10 * DAY),
  } as MeetupDocument;
}

describe('city summaries: computed once, kept until their city changes', () => {
  let store: MemoryDocumentStore;
  let metrics: Metrics;
  let cache: CitySummaryCache;
  let opened: Caches[];
  const open = (options: Partial<CitySummaryCacheOptions> = {}) => {
    const caches = new Caches(new ReadModelChanges(store));
    cache = new CitySummaryCache(store, metrics, caches, options);
    opened.push(caches);
  };
  const computations = () => cache.stats().computations;
  /** What computing the summary afresh gives, with no cache in between. */
  const uncached = async (slug: string, now: Date) =>
    summarizeCity((await readCity(store, slug))!.data, now);

  beforeEach(async () => {
    store = new MemoryDocumentStore();
    metrics = new Metrics(async () => []);
    await store.collection(CITIES).insertOne(city('austin-tx', 'Austin', ['a1', 'a2']));
    await store.collection(CITIES).insertOne(city('dallas-tx', 'Dallas', ['d1']));
    for (const document of [
      group('a1', 'Austin', 2),
      group('a2', 'Austin', 1),
      group('d1', 'Dallas', 2),
    ])
      await store.collection(GROUPS).insertOne(document);
    for (const document of [
      member('a1', 'u1', ago(400 * DAY)),
      member('a1', 'u2', ago(149 * 60_000)),
      member('a2', 'u1', ago(400 * DAY)),
      member('d1', 'u1', ago(400 * DAY)),
      member('d1', 'u3', ago(3 * DAY)),
    ])
      await store.collection(GROUP_MEMBERS).insertOne(document);
    for (const document of [person('u1', 'Maya'), person('u2', 'Ben'), person('u3', 'Cy')])
      await store.collection(USERS).insertOne(document);
    await store.collection(DOGS).insertOne(dog('dog1', 'u2', 'Beagle'));
    await store.collection(MEETUPS).insertOne(meetup('m1', 'a1', at(30_000).toISOString()));
    opened = [];
    open();
  });
  afterEach(async () => {
    await Promise.all(opened.map((each) => each.close()));
    metrics.close();
    await store.close();
  });

  it('computes a city once, whatever the number of requests, and answers what computing it gives', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => cache.summary('austin-tx', start)));
    expect(computations()).toBe(1);
    expect(await cache.summary('austin-tx', at(1_000))).toBe(answers[0]);
    expect(computations()).toBe(1);
    expect(answers[0]).toEqual(await uncached('austin-tx', start));
    expect(await metrics.render()).toMatch(/^city_summaries_computed_total 1$/m);
  });

  it('shows a change in its city in the next request: new, changed and deleted documents', async () => {
    await cache.summary('austin-tx', start);
    const changes = [
      () => store.collection(GROUP_MEMBERS).insertOne(member('a2', 'u3', ago(HOUR))),
      () => store.collection(DOGS).insertOne(dog('dog2', 'u3', 'Poodle')),
      () => store.collection(USERS).updateOne({ _id: 'u2' }, { $set: { firstName: 'Bea' } }),
      () =>
        store.collection<RsvpDocument>(RSVPS).insertOne({
          _id: 'm1:u2',
          meetupId: 'm1',
          userId: 'u2',
          status: 'going',
          updatedAt: ago(60_000),
        } as RsvpDocument),
      () =>
        store.collection<PostDocument>(POSTS).insertOne({
          _id: 'p1',
          groupId: 'a1',
          authorId: 'u2',
          createdAt: ago(5 * 60_000),
        } as PostDocument),
      () => store.collection(POSTS).deleteOne({ _id: 'p1' }),
      () => store.collection(DOGS).deleteOne({ _id: 'dog1' }),
      () => store.collection(GROUP_MEMBERS).deleteOne({ _id: 'a1:u2' }),
    ];
    for (const [index, change] of changes.entries()) {
      // Each change comes after the quiet interval that follows the previous recomputation.
      const now = at((index + 1) * 2_000);
      await change();
      await delivered();
      expect(await cache.summary('austin-tx', now)).toEqual(await uncached('austin-tx', now));
      expect(computations()).toBe(index + 2);
    }
  });

  it('keeps a city when another city changes', async () => {
    const austin = await cache.summary('austin-tx', start);
    await cache.summary('dallas-tx', start);
    await store.collection(GROUP_MEMBERS).insertOne(member('d1', 'u2', ago(HOUR)));
    await store.collection(DOGS).insertOne(dog('dog3', 'u3', 'Boxer'));
    await store.collection(GROUPS).updateOne({ _id: 'd1' }, { $inc: { memberCount: 1 } });
    await delivered();
    expect(await cache.summary('austin-tx', at(1_000))).toBe(austin);
    expect(computations()).toBe(2);
    expect((await cache.summary('dallas-tx', at(1_000))).totalDogs).toBe(2);
    expect(computations()).toBe(3);
  });

  it('a new group in the city shows at once', async () => {
    await cache.summary('austin-tx', start);
    await store.collection(GROUPS).insertOne(group('a3', 'Austin', 1));
    await store
      .collection(CITIES)
      .updateOne({ _id: 'austin-tx' }, { $push: { groupIds: 'a3' }, $inc: { groupCount: 1 } });
    await delivered();
    expect((await cache.summary('austin-tx', at(1_000))).totalGroups).toBe(3);
  });

  it('refreshes the time-relative figures within a minute, serving the last summary meanwhile', async () => {
    const first = await cache.summary('austin-tx', start);
    expect(first.groups[0]!.recentActivity[0]!.timeAgo).toBe('2 hours ago');
    expect(first.groups[0]!.upcomingMeetups).toBe(1);

    // 55 s on: the last summary, while the new one is computed once in the background.
    const later = at(55_000);
    expect(await cache.summary('austin-tx', later)).toBe(first);
    expect(await cache.summary('austin-tx', later)).toBe(first);
    // The refresh reads and computes over several turns of the event loop.
    await vi.waitFor(() => expect(computations()).toBe(2));
    const refreshed = await cache.summary('austin-tx', later);
    expect(refreshed).toEqual(await uncached('austin-tx', later));
    expect(refreshed.groups[0]!.recentActivity[0]!.timeAgo).toBe('3 hours ago');
    expect(refreshed.groups[0]!.upcomingMeetups).toBe(0); // m1 started meanwhile

    // Asked again after a quiet spell of over a minute: too old to serve, the request waits for the new one.
    const muchLater = at(55_000 + 61_000);
    const waited = await cache.summary('austin-tx', muchLater);
    expect(waited).not.toBe(refreshed);
    expect(waited).toEqual(await uncached('austin-tx', muchLater));
    expect(computations()).toBe(3);
  });

  it('recomputes a city whose data keeps changing at most every interval, showing the last change after it', async () => {
    await cache.summary('austin-tx', start);
    await store.collection(GROUPS).updateOne({ _id: 'a1' }, { $set: { name: 'One' } });
    await delivered();
    expect((await cache.summary('austin-tx', at(100))).groups[0]!.group.name).toBe('One');
    expect(computations()).toBe(2);

    // Changed again within the interval: the last summary until it ends.
    await store.collection(GROUPS).updateOne({ _id: 'a1' }, { $set: { name: 'Two' } });
    await delivered();
    expect((await cache.summary('austin-tx', at(1_000))).groups[0]!.group.name).toBe('One');
    expect(computations()).toBe(2);
    expect((await cache.summary('austin-tx', at(2_200))).groups[0]!.group.name).toBe('Two');
    expect(computations()).toBe(3);
  });

  it('a change during a computation, to something it had already read, is not lost', async () => {
    // The first computation of the city: nothing is known yet of what it reads.
    const rsvps = store.collection(RSVPS);
    const find = rsvps.find.bind(rsvps);
    vi.spyOn(rsvps, 'find').mockImplementationOnce(async (...args) => {
      // The members were read already; this one joins before the computation ends.
      await store.collection(GROUP_MEMBERS).insertOne(member('a2', 'u3', ago(HOUR)));
      return find(...args);
    });
    const first = await cache.summary('austin-tx', start);
    expect(first.totalMembers).toBe(2);
    await delivered();
    expect((await cache.summary('austin-tx', at(1_000))).totalMembers).toBe(3);
    expect(computations()).toBe(2);
  });

  it('keeps cities within its bytes, the least recently asked for going first, and never unknown ones', async () => {
    // Room for either city alone, not for both.
    const sizes: number[] = [];
    for (const slug of ['austin-tx', 'dallas-tx']) {
      open();
      await cache.summary(slug, start);
      sizes.push(cache.bytes());
    }
    open({ maxBytes: Math.max(...sizes) + Math.min(...sizes) / 2 });
    await cache.summary('austin-tx', start);
    await expect(cache.summary('atlantis-xx', start)).rejects.toMatchObject({
      code: 'LOCATIONS.CITY_NOT_FOUND',
    });
    await cache.summary('austin-tx', start);
    expect(computations()).toBe(1);
    await cache.summary('dallas-tx', start);
    expect(cache.stats().cities).toBe(1);
    expect(cache.bytes()).toBeLessThanOrEqual(Math.max(...sizes) + Math.min(...sizes) / 2);
    // Austin was pushed out; its changes concern nobody now, and it is computed again when asked.
    await store.collection(GROUPS).updateOne({ _id: 'a1' }, { $set: { name: 'One' } });
    await delivered();
    await cache.summary('austin-tx', start);
    expect(computations()).toBe(3);
  });

  it('a replaced collection (a blue/green replay) outdates every city', async () => {
    await cache.summary('austin-tx', start);
    await cache.summary('dallas-tx', start);
    await store.collection('groups_rebuild').insertOne(group('a1', 'Austin', 9));
    await store.renameCollection('groups_rebuild', GROUPS);
    await delivered();
    expect((await cache.summary('austin-tx', at(1_000))).groups[0]!.memberCount).toBe(9);
    await cache.summary('dallas-tx', at(1_000));
    expect(computations()).toBe(4);
  });
});
