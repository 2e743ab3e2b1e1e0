import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  CITIES,
  COMMENTS,
  DOGS,
  GROUPS,
  GROUP_MEMBERS,
  MEETUPS,
  POSTS,
  RSVPS,
  USERS,
} from '../../../contracts/read-models.js';
import { CITY_DEMAND } from '../../../contracts/demand.js';
import type {
  ChangeEvent,
  CollectionName,
  Document,
  DocumentStore,
  WatchOptions,
} from '@packmeet/projections/store/document-store.port';
import { LISTED_KINDS, OPEN_KINDS, usersById } from '../../../groups/index.js';
import type { CityData } from './city-summary.js';

/**
 * What a city's summary is computed from, and the keys of every document it
 * read (`dependencies`), so a change to any of them, or a new document under
 * one of its groups, meetups or members, can be told to concern this city.
 */
export interface CityReading {
  data: CityData;
  dependencies: string[];
}

/*
 * Keys are `<collection>:<_id>` for documents read, and the same key of a
 * parent for a document that points to one: a new member of a group is
 * `groups:<groupId>`, a new RSVP `meetups:<meetupId>`, a new dog
 * `members:<ownerId>` (its owner belongs to one of the city's groups).
 * Deletions carry only the `_id`, so every document read is keyed by its own.
 */
const key = (collection: string, id: string) => `${collection}:${id}`;
const OWNER = 'members';

/**
 * The city's documents from the read models; null when the city has no listed
 * groups. A city page is public (group-access.ts): it lists private groups but
 * reads nothing of their members, meetups or posts, and knows nothing of
 * invite-only groups. Every group's own document is still a dependency, so a
 * group changing kind recomputes the city.
 */
export async function readCity(store: DocumentStore, slug: string): Promise<CityReading | null> {
  const city = await store.collection(CITIES).findOne({ _id: slug });
  if (!city || city.groupCount === 0) return null;
  const found = await store.collection(GROUPS).find({ _id: { $in: city.groupIds } });
  const groups = found.filter((group) => LISTED_KINDS.includes(group.kind));
  // A city of invite-only groups only is not a city page; one whose groups are being rebuilt still is.
  if (found.length > 0 && groups.length === 0) return null;
  const groupIds = groups
    .filter((group) => OPEN_KINDS.includes(group.kind))
    .map((group) => group._id);
  // One collection at a time, a slice of ids per turn of the event loop: the
  // busiest city reads tens of thousands of documents, which in one piece held
  // every other request up (summarizeCityInSlices says the same of the figures).
  const members = await findIn(store, GROUP_MEMBERS, 'groupId', groupIds);
  const meetups = await findIn(store, MEETUPS, 'groupId', groupIds);
  // Hidden posts and comments count for nothing on a public page.
  const visible = <T extends { hidden?: unknown }>(found: T[]) =>
    found.filter((content) => content.hidden === undefined);
  const posts = visible(await findIn(store, POSTS, 'groupId', groupIds));
  const comments = visible(await findIn(store, COMMENTS, 'groupId', groupIds));
  // Counts only: the lines name no one, whatever kind the city's groups are.
  const demand = await store.collection(CITY_DEMAND).find({ citySlug: slug });
  const memberIds = [...new Set(members.map((member) => member.userId))];
  const peopleIds = new Set([
    ...memberIds,
    ...meetups.map((meetup) => meetup.organizerId),
    ...posts.map((post) => post.authorId),
  ]);
  const dogs = await findIn(store, DOGS, 'ownerId', memberIds);
  const meetupIds = meetups.map((meetup) => meetup._id);
  const rsvps = await findIn(store, RSVPS, 'meetupId', meetupIds);
  const people = await usersById(store, peopleIds);
  const dependencies = [
    key(CITIES, slug),
    ...city.groupIds.map((id) => key(GROUPS, id)),
    ...memberIds.map((id) => key(OWNER, id)),
    ...[...peopleIds].map((id) => key(USERS, id)),
    ...(
      [
        [GROUP_MEMBERS, members],
        [MEETUPS, meetups],
        [POSTS, posts],
        [COMMENTS, comments],
        [DOGS, dogs],
        [RSVPS, rsvps],
        [CITY_DEMAND, demand],
      ] as const
    ).flatMap(([collection, documents]) =>
      documents.map((document) => key(collection, document._id)),
    ),
  ];
  return {
    data: {
      city: city.city,
      state: city.state,
      groups,
      members,
      dogs,
      meetups,
      rsvps,
      posts,
      comments,
      people,
      demand,
    },
    dependencies,
  };
}

/** Ids asked for per query; a slice of a busy city's documents takes a few milliseconds. */
const IDS_PER_TURN = 50;

/** The documents whose `field` is one of `ids`, a slice of ids per turn of the event loop. */
async function findIn<T extends Document>(
  store: DocumentStore,
  collection: CollectionName<T>,
  field: keyof T & string,
  ids: readonly string[],
): Promise<T[]> {
  const found: T[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_TURN) {
    const slice = ids.slice(start, start + IDS_PER_TURN);
    found.push(...(await store.collection(collection).find({ [field]: { $in: slice } })));
    await nextTurn();
  }
  return found;
}

/** The collections a city's summary reads: the ones whose changes may concern it. */
export const CITY_COLLECTIONS = [
  CITIES,
  GROUPS,
  GROUP_MEMBERS,
  MEETUPS,
  POSTS,
  COMMENTS,
  DOGS,
  RSVPS,
  USERS,
  CITY_DEMAND,
] as readonly string[];

/** Which field of a new or changed document names the parent it belongs under. */
const PARENTS: Readonly<Record<string, readonly [field: string, parent: string]>> = {
  [GROUP_MEMBERS]: ['groupId', GROUPS],
  [MEETUPS]: ['groupId', GROUPS],
  [POSTS]: ['groupId', GROUPS],
  [COMMENTS]: ['groupId', GROUPS],
  [RSVPS]: ['meetupId', MEETUPS],
  [DOGS]: ['ownerId', OWNER],
  // A new demand line for the city outdates its page.
  [CITY_DEMAND]: ['citySlug', CITIES],
};

/** Whether the city pages need a changed document of `collection` (to find its parent). */
export function watchOptionsFor(collection: string): WatchOptions {
  return collection in PARENTS ? { fullDocument: 'updateLookup' } : {};
}

/**
 * The keys a change touches, to be matched against cities' dependencies;
 * 'everything' when a collection was dropped or replaced (a blue/green swap).
 */
export function changedKeys(change: ChangeEvent): string[] | 'everything' {
  if (change.operationType === 'drop' || !change.documentKey) return 'everything';
  const keys = [key(change.collection, change.documentKey._id)];
  const parent = PARENTS[change.collection];
  const parentId = parent && change.fullDocument?.[parent[0]];
  if (parent && typeof parentId === 'string') keys.push(key(parent[1], parentId));
  return keys;
}
