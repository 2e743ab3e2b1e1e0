import { describe, expect, it } from 'vitest';
import { GroupCreated, MeetupCancelled, MeetupScheduled } from '@packmeet/backend/contracts/events';
import { CITIES, citySlug } from '@packmeet/backend/contracts/read-models';
import { PLACES } from '../testing/places.js';
import { project, withoutPosition } from '../testing/projection-testing.js';
import { locationsProjection } from './locations.projection.js';

const group = (groupId: string, place: keyof typeof PLACES) =>
  GroupCreated({
    groupId,
    creatorId: 'c',
    name: groupId,
    description: 'd',
    ...PLACES[place],
    isPrivate: false,
  });
const meetup = (meetupId: string, city: string | null) =>
  MeetupScheduled({
    meetupId,
    slug: meetupId,
    groupId: 'g1',
    organizerId: 'c',
    city,
    state: city ? 'TX' : null,
    title: 't',
    description: 'd',
    location: 'l',
    locationDisplay: null,
    latitude: null,
    longitude: null,
    parkType: 'regular',
    startsAt: '2026-12-01T15:00:00.000Z',
    endsAt: '2026-12-01T17:00:00.000Z',
    maxAttendees: 20,
    unregisteredAttendees: 0,
  });

describe('locations projection', () => {
  it('counts groups and meetups per city, by stable slugs', async () => {
    const { documents } = await project(
      [locationsProjection],
      [
        group('g1', 'Austin'),
        group('g2', 'Austin'),
        group('g3', 'Dallas'),
        meetup('m1', 'Austin'),
        meetup('m2', 'Austin'),
        meetup('m3', 'Austin'),
        MeetupCancelled({ meetupId: 'm2', cancelledBy: 'c', reason: null }),
        meetup('m4', null),
      ],
    );
    expect(
      withoutPosition(await documents.collection(CITIES).find({}, { sort: { _id: 1 } })),
    ).toEqual([
      {
        _id: 'austin-tx',
        city: 'Austin',
        state: 'TX',
        groupCount: 2,
        groupIds: ['g1', 'g2'],
        totalMeetups: 2,
      },
      {
        _id: 'dallas-tx',
        city: 'Dallas',
        state: 'TX',
        groupCount: 1,
        groupIds: ['g3'],
        totalMeetups: 0,
      },
    ]);
  });

  it('makes slugs from city and state', () => {
    expect(citySlug('St. Louis', 'MO')).toBe('st-louis-mo');
    expect(citySlug("Coeur d'Alene", 'ID')).toBe('coeur-dalene-id');
    expect(citySlug('San José', 'CA')).toBe('san-jose-ca');
  });
});
