import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_ENTRIES, type SearchEntryDocument } from '@packmeet/backend/contracts/search';
import { NO_ENTRY_RULES } from '@packmeet/backend/contracts/entry-rules';
import type { DocumentStore } from '../store/document-store.port.js';
import {
  GROUP_SORT_AT,
  groupEntryId,
  meetupEntry,
  placeFields,
  trainerEntry,
} from './search-entry.js';
import type { SearchCriteria, SearchIndex } from './search-index.port.js';

/** Places in Washington and Oregon (GeoNames), and their distance from Tacoma. */
export const WA = {
  Tacoma: { latitude: 47.25288, longitude: -122.44429 },
  Seattle: { latitude: 47.60621, longitude: -122.33207 },
  Olympia: { latitude: 47.03787, longitude: -122.9007 },
  Portland: { latitude: 45.52345, longitude: -122.67621 },
};

const NOW = '2031-03-05T12:00:00.000Z';

/** A public group's search document at a place (fixtures for the contract and its users). */
export function group(
  id: string,
  place: keyof typeof WA,
  overrides: Partial<SearchEntryDocument> = {},
): SearchEntryDocument {
  return {
    _id: groupEntryId(id),
    type: 'group',
    id,
    groupId: id,
    groupName: id,
    groupKind: 'public',
    title: id,
    description: 'A group',
    text: `${id}\na group`,
    city: place,
    state: 'WA',
    ...placeFields(WA[place].latitude, WA[place].longitude),
    activities: [],
    level: 'all',
    groupRules: NO_ENTRY_RULES,
    rules: null,
    sortAt: GROUP_SORT_AT,
    meetup: null,
    memberCount: 3,
    ...overrides,
  };
}

/** A meetup's search document, two hours long, at a place. */
export function meetup(
  id: string,
  place: keyof typeof WA,
  startsAt: string,
  overrides: Partial<Parameters<typeof meetupEntry>[0]> = {},
  groupEntry: SearchEntryDocument | null = null,
): SearchEntryDocument {
  const endsAt = new Date(Date.parse(startsAt) + 2 * 3600_000).toISOString();
  return meetupEntry(
    {
      meetupId: id,
      slug: id,
      groupId: groupEntry?.id ?? null,
      organizerId: 'organizer',
      city: place,
      state: 'WA',
      title: `${id} meetup`,
      description: 'Dogs welcome',
      location: `1 Main St, ${place}, WA 98000, USA`,
      locationDisplay: null,
      ...WA[place],
      parkType: 'dog_park',
      startsAt,
      endsAt,
      maxAttendees: 10,
      unregisteredAttendees: 0,
      timeZone: 'America/Los_Angeles',
      ...overrides,
    },
    groupEntry,
  );
}

/** A trainer's search document at their city. */
export function trainer(id: string, place: keyof typeof WA): SearchEntryDocument {
  return trainerEntry({
    _id: id,
    username: id,
    firstName: id,
    lastName: 'Trainer',
    city: place,
    state: 'WA',
    ...WA[place],
    isTrainer: true,
    trainerBio: 'Nose work and manners',
  })!;
}

export const criteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({
  origin: WA.Tacoma,
  radiusMiles: 50,
  precision: 'exact',
  types: ['meetup', 'group'],
  memberOf: [],
  activities: [],
  endsAfter: NOW,
  weekdays: [],
  timesOfDay: [],
  parkTypes: [],
  calmOnly: false,
  text: '',
  sort: 'soonest',
  skip: 0,
  limit: 20,
  ...overrides,
});

const ids = async (index: SearchIndex, overrides: Partial<SearchCriteria> = {}) =>
  (await index.search(criteria(overrides))).hits.map((hit) => hit.entry._id);

/**
 * What every search adapter must do alike. `open` gives a fresh store and
 * an index over it; `close` ends both.
 */
export function searchIndexContract(
  name: string,
  open: () => Promise<{ store: DocumentStore; index: SearchIndex }>,
  close: (opened: { store: DocumentStore; index: SearchIndex }) => Promise<void>,
) {
  describe(`search index contract: ${name}`, () => {
    let opened: { store: DocumentStore; index: SearchIndex } | null = null;
    afterEach(async () => {
      if (opened) await close(opened);
      opened = null;
    });

    async function given(entries: SearchEntryDocument[]) {
      opened = await open();
      for (const entry of entries) await opened.store.collection(SEARCH_ENTRIES).insertOne(entry);
      return opened.index;
    }

    // Sat 2031-03-08 09:00 and Sun 18:00 in Seattle (PST, UTC-8); Wed 2031-03-12 14:00.
    const SAT_MORNING = '2031-03-08T17:00:00.000Z';
    const SUN_EVENING = '2031-03-10T02:00:00.000Z';
    const WED_AFTERNOON = '2031-03-12T22:00:00.000Z';

    it('finds what lies within the radius, with its distance', async () => {
      const index = await given([
        meetup('seattle', 'Seattle', SAT_MORNING),
        meetup('portland', 'Portland', SAT_MORNING),
        group('tacoma-dogs', 'Tacoma'),
      ]);
      const page = await index.search(criteria());
      expect(page.hits.map((hit) => hit.entry._id)).toEqual([
        'meetup:seattle',
        'group:tacoma-dogs',
      ]);
      expect(page.hits[0]!.distanceMiles).toBeCloseTo(25.1, 0);
      expect(page.total).toBe(2);
      expect(await ids(index, { radiusMiles: 20 })).toEqual(['group:tacoma-dogs']);
      expect(await ids(index, { radiusMiles: 200, types: ['meetup'] })).toEqual([
        'meetup:seattle',
        'meetup:portland',
      ]);
    });

    it('shows private and invite-only content only as the access rule allows', async () => {
      const privateGroup = group('private', 'Tacoma', { groupKind: 'private' });
      const inviteOnly = group('invite', 'Tacoma', { groupKind: 'invite-only' });
      const index = await given([
        privateGroup,
        inviteOnly,
        meetup('private-walk', 'Tacoma', SAT_MORNING, {}, privateGroup),
        meetup('invite-walk', 'Tacoma', SAT_MORNING, {}, inviteOnly),
        meetup('open-walk', 'Tacoma', SUN_EVENING),
      ]);
      expect(await ids(index)).toEqual(['meetup:open-walk', 'group:private']);
      expect(await ids(index, { memberOf: ['private', 'invite'] })).toEqual([
        'meetup:invite-walk',
        'meetup:private-walk',
        'meetup:open-walk',
        'group:invite',
        'group:private',
      ]);
    });

    it('filters by activity, level, text, day, time of day, park, calm and dates', async () => {
      const index = await given([
        meetup('scent', 'Seattle', SAT_MORNING, {
          activities: ['scent-work'],
          level: 'beginner',
          title: 'Nose Work Saturday',
        }),
        meetup('agility', 'Tacoma', SUN_EVENING, {
          activities: ['agility'],
          level: 'all',
          parkType: 'indoor',
          calm: true,
        }),
        meetup('hike', 'Olympia', WED_AFTERNOON, { activities: ['hiking'], level: 'advanced' }),
        meetup('over', 'Tacoma', '2031-03-05T09:00:00.000Z'),
      ]);
      const only = { types: ['meetup'] as const };
      expect(await ids(index, { ...only, activities: ['scent-work', 'hiking'] })).toEqual([
        'meetup:scent',
        'meetup:hike',
      ]);
      expect(await ids(index, { ...only, level: 'beginner' })).toEqual([
        'meetup:scent',
        'meetup:agility',
      ]);
      expect(await ids(index, { ...only, text: 'nose work' })).toEqual(['meetup:scent']);
      expect(await ids(index, { ...only, weekdays: [0, 3] })).toEqual([
        'meetup:agility',
        'meetup:hike',
      ]);
      expect(await ids(index, { ...only, timesOfDay: ['morning'] })).toEqual(['meetup:scent']);
      expect(await ids(index, { ...only, parkTypes: ['indoor'] })).toEqual(['meetup:agility']);
      expect(await ids(index, { ...only, calmOnly: true })).toEqual(['meetup:agility']);
      expect(
        await ids(index, {
          ...only,
          startsFrom: '2031-03-08T08:00:00.000Z',
          startsBefore: '2031-03-10T08:00:00.000Z',
        }),
      ).toEqual(['meetup:scent', 'meetup:agility']);
    });

    it('orders by soonest or nearest, pages, and applies the last test before paging', async () => {
      const index = await given([
        meetup('far-soon', 'Olympia', SAT_MORNING),
        meetup('near-late', 'Tacoma', WED_AFTERNOON),
        meetup('mid', 'Seattle', SUN_EVENING),
      ]);
      expect(await ids(index)).toEqual(['meetup:far-soon', 'meetup:mid', 'meetup:near-late']);
      expect(await ids(index, { sort: 'nearest' })).toEqual([
        'meetup:near-late',
        'meetup:mid',
        'meetup:far-soon',
      ]);
      const second = await index.search(criteria({ skip: 1, limit: 1 }));
      expect(second.hits.map((hit) => hit.entry._id)).toEqual(['meetup:mid']);
      expect(second.total).toBe(3);
      const accepted = await index.search(
        criteria({ accept: (entry) => entry.id !== 'far-soon', limit: 1 }),
      );
      expect(accepted.hits.map((hit) => hit.entry._id)).toEqual(['meetup:mid']);
      expect(accepted.total).toBe(2);
    });

    it('finds trainers near the place by what they run in public, and nothing else', async () => {
      const index = await given([
        trainer('tess', 'Tacoma'),
        trainer('otto', 'Portland'),
        // What Tess runs counts wherever it is; only the trainer's own city is searched by place.
        group('scent-club', 'Portland', {
          activities: ['scent-work'],
          level: 'intermediate',
          organizers: ['tess'],
        }),
        group('secret', 'Tacoma', {
          groupKind: 'private',
          activities: ['agility'],
          organizers: ['tess'],
        }),
        meetup('old-hike', 'Tacoma', '2031-03-01T17:00:00.000Z', {
          activities: ['hiking'],
          organizerId: 'tess',
        }),
        meetup('manners', 'Seattle', SAT_MORNING, {
          activities: ['obedience'],
          level: 'beginner',
          organizerId: 'tess',
        }),
      ]);
      const only = { types: ['trainer'] as const };
      const page = await index.search(criteria(only));
      expect(page.hits.map((hit) => [hit.entry._id, hit.entry.activities])).toEqual([
        ['trainer:tess', ['scent-work', 'obedience']],
      ]);
      expect(page.hits[0]!.distanceMiles).toBeCloseTo(0, 3);
      expect(await ids(index, { ...only, activities: ['scent-work'] })).toEqual(['trainer:tess']);
      // A private group's activity and a meetup that is over do not count.
      expect(await ids(index, { ...only, activities: ['agility'] })).toEqual([]);
      expect(await ids(index, { ...only, activities: ['hiking'] })).toEqual([]);
      expect(await ids(index, { ...only, level: 'beginner' })).toEqual(['trainer:tess']);
      expect(await ids(index, { ...only, level: 'advanced' })).toEqual([]);
      expect(await ids(index, { ...only, text: 'nose work' })).toEqual(['trainer:tess']);
      expect(await ids(index, { ...only, radiusMiles: 200 })).toEqual([
        'trainer:tess',
        'trainer:otto',
      ]);
      expect(
        await ids(index, {
          types: ['meetup', 'group', 'trainer'],
          activities: ['scent-work'],
          radiusMiles: 200,
        }),
      ).toEqual(['trainer:tess', 'group:scent-club']);
    });

    it('measures visitors to the general area, and follows later writes', async () => {
      const index = await given([meetup('seattle', 'Seattle', SAT_MORNING)]);
      const area = await index.search(criteria({ precision: 'area', origin: WA.Seattle }));
      expect(area.hits[0]!.distanceMiles).toBeGreaterThan(0);
      expect(area.hits[0]!.distanceMiles).toBeLessThan(1.5);
      const store = opened!.store.collection(SEARCH_ENTRIES);
      await store.insertOne(meetup('later', 'Tacoma', SUN_EVENING));
      await store.deleteOne({ _id: 'meetup:seattle' });
      await vi.waitFor(async () => expect(await ids(index)).toEqual(['meetup:later']));
    });
  });
}
