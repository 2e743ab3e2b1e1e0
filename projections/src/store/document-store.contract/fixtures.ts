/** The dogs every part of the DocumentStore contract reads and writes, and its waiting helpers. */
import { vi } from 'vitest';
import { type ChangeEvent, type Collection, type Document } from '../document-store.port.js';

export interface Walk {
  day: string;
  km: number;
}

export interface Dog extends Document {
  name?: string;
  breed?: string;
  age?: number;
  tags?: string[];
  scores?: (number | null)[];
  owner?: { city: string; zip?: string };
  walks?: Walk[];
  vaccinatedAt?: Date;
  nickname?: string | null;
}

export function rex(): Dog {
  return {
    _id: 'd1',
    name: 'Rex',
    breed: 'collie',
    age: 3,
    tags: ['calm', 'small'],
    scores: [5, 9],
    owner: { city: 'Austin', zip: '78701' },
    walks: [
      { day: 'mon', km: 2 },
      { day: 'tue', km: 5 },
    ],
    vaccinatedAt: new Date(Date.UTC(2024, 0, 10)),
  };
}

export function bella(): Dog {
  return {
    _id: 'd2',
    name: 'Bella',
    breed: 'beagle',
    age: 5,
    tags: ['playful'],
    scores: [4, 6],
    owner: { city: 'Boston', zip: '02108' },
    walks: [{ day: 'mon', km: 1 }],
    vaccinatedAt: new Date(Date.UTC(2023, 5, 1)),
  };
}

export function max(): Dog {
  return {
    _id: 'd3',
    name: 'Max',
    breed: 'collie',
    age: 8,
    tags: [],
    scores: [1],
    owner: { city: 'Austin', zip: '78702' },
    walks: [],
    nickname: null,
  };
}

export function luna(): Dog {
  return {
    _id: 'd4',
    name: 'Luna',
    age: 1,
    tags: ['calm', 'playful'],
    scores: [],
    owner: { city: 'Denver' },
    walks: [{ day: 'wed', km: 7 }],
  };
}

export async function seed(collection: Collection<Dog>): Promise<void> {
  for (const dog of [rex(), bella(), max(), luna()]) await collection.insertOne(dog);
}

export async function seedOne(collection: Collection<Dog>, dog: Dog): Promise<Dog> {
  await collection.insertOne(dog);
  return (await collection.findOne({ _id: dog._id })) as Dog;
}

export function byId(docs: readonly Document[]): string[] {
  return docs.map((doc) => doc._id).sort();
}

export async function until(condition: () => boolean): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error('condition not met yet');
    },
    { timeout: 10_000, interval: 5 },
  );
}

/**
 * Resolves once `events` (fed by a watcher on `collection`) shows the watcher
 * is live, then empties it. A MongoDB change stream starts asynchronously, so
 * writes right after `watch()` could be missed; a probe document written and
 * deleted until the deletion is reported proves the stream is running.
 */
export async function untilLive<T extends Document>(
  collection: Collection<T>,
  events: ChangeEvent<T>[],
): Promise<void> {
  const probe = `probe-${Math.random().toString(36).slice(2)}`;
  const seen = (id: string) =>
    events.some((event) => event.operationType === 'delete' && event.documentKey?._id === id);
  for (let attempt = 0; attempt < 50; attempt++) {
    const id = `${probe}-${attempt}`;
    await collection.insertOne({ _id: id } as T);
    await collection.deleteOne({ _id: id });
    try {
      await vi.waitFor(
        () => {
          if (!seen(id)) throw new Error('not live yet');
        },
        { timeout: 200, interval: 5 },
      );
      events.length = 0;
      return;
    } catch {
      // Not live yet: probe again.
    }
  }
  throw new Error(`watch on ${collection.name} never became live`);
}
