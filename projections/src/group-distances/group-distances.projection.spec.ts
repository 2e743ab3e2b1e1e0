import { describe, expect, it } from 'vitest';
import {
  GroupCreated,
  UserProfileUpdated,
  UserRegistered,
} from '@packmeet/backend/contracts/events';
import { GROUP_DISTANCES } from '@packmeet/backend/contracts/read-models';
import { driveTimeMinutes } from '../geography/great-circle.js';
import { MILES_FROM_AUSTIN, PLACES } from '../testing/places.js';
import { project } from '../testing/projection-testing.js';
import { groupDistancesProjection } from './group-distances.projection.js';

const member = (userId: string, place: keyof typeof PLACES) =>
  UserRegistered({
    userId,
    username: userId,
    email: `${userId}@example.com`,
    passwordHash: 'hash',
    firstName: 'F',
    lastName: 'L',
    ...PLACES[place],
    isTrainer: false,
  });

const group = (groupId: string, place: keyof typeof PLACES) =>
  GroupCreated({
    groupId,
    creatorId: 'creator',
    name: groupId,
    description: 'd',
    ...PLACES[place],
    isPrivate: false,
  });

describe('group distances projection', () => {
  it('knows the miles from a member city to every group, whichever came first', async () => {
    const places = Object.keys(PLACES) as (keyof typeof PLACES)[];
    const { documents } = await project(
      [groupDistancesProjection],
      [
        group('g-Pflugerville', 'Pflugerville'),
        group('g-Dallas', 'Dallas'),
        member('u1', 'Austin'),
        ...places
          .filter((place) => place !== 'Pflugerville' && place !== 'Dallas')
          .map((place) => group(`g-${place}`, place)),
      ],
    );
    const fromAustin = await documents
      .collection(GROUP_DISTANCES)
      .find({ fromCity: 'Austin', fromState: 'TX' });
    expect(Object.fromEntries(fromAustin.map((doc) => [doc.groupId, doc.distanceMiles]))).toEqual(
      Object.fromEntries(places.map((place) => [`g-${place}`, MILES_FROM_AUSTIN[place]])),
    );
    // Only the miles are kept: readers derive the drive time from them.
    const kyle = fromAustin.find((doc) => doc.groupId === 'g-Kyle');
    expect(Object.keys(kyle ?? {}).sort()).toEqual(
      ['_id', '_position', 'distanceMiles', 'fromCity', 'fromState', 'groupId'].sort(),
    );
    const minutes = driveTimeMinutes(Number(kyle?.distanceMiles));
    expect(minutes).toBeGreaterThan(30);
    expect(minutes).toBeLessThan(45);
  });

  it('adds a new origin when a member moves, and ignores places without coordinates', async () => {
    const { documents } = await project(
      [groupDistancesProjection],
      [
        group('g-Austin', 'Austin'),
        member('u1', 'Dallas'),
        UserProfileUpdated({ userId: 'u1', changes: { ...PLACES.Kyle } }),
        UserRegistered({
          ...member('u2', 'Austin').data,
          city: 'Nowhere',
          state: 'TX',
          latitude: null,
          longitude: null,
        }),
      ],
    );
    const origins = await documents
      .collection(GROUP_DISTANCES)
      .find({ groupId: 'g-Austin' }, { sort: { fromCity: 1 } });
    expect(origins.map((doc) => [doc.fromCity, doc.distanceMiles])).toEqual([
      ['Austin', 0],
      ['Dallas', MILES_FROM_AUSTIN.Dallas],
      ['Kyle', MILES_FROM_AUSTIN.Kyle],
    ]);
  });
});
