import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import {
  DogAdded,
  DogPhotoChanged,
  DogRemoved,
  DogUpdated,
} from '../../contracts/events/dog.events.js';
import { MAX_DOGS_PER_OWNER, dogsDecider, type NewDog } from './dogs.decider.js';

const rex: NewDog = {
  dogId: 'd1',
  name: 'Rex',
  breed: 'Border Collie',
  age: 'adult',
  description: 'Loves frisbees',
  trainingLevel: 'basic',
  trainingWarnings: ['overstimulated'],
  specialNeeds: null,
  bio: null,
  profilePicture: null,
};
const rexAdded = DogAdded({ ...rex, ownerId: 'u1' });

describe('dogs decider', () => {
  it('adds several dogs in one decision', () => {
    const luna = { ...rex, dogId: 'd2', name: 'Luna' };
    given(dogsDecider)
      .when({ type: 'AddDogs', ownerId: 'u1', dogs: [rex, luna] })
      .then([rexAdded, DogAdded({ ...luna, ownerId: 'u1' })]);
  });

  it(`refuses more than ${MAX_DOGS_PER_OWNER} dogs`, () => {
    const pack = Array.from({ length: MAX_DOGS_PER_OWNER }, (_, i) =>
      DogAdded({ ...rex, dogId: `d${i}`, ownerId: 'u1' }),
    );
    given(dogsDecider, pack)
      .when({ type: 'AddDogs', ownerId: 'u1', dogs: [{ ...rex, dogId: 'one-too-many' }] })
      .thenFails('DOGS.TOO_MANY');
  });

  it('records only what changed, and the photo as its own event', () => {
    given(dogsDecider, [rexAdded])
      .when({
        type: 'UpdateDog',
        ownerId: 'u1',
        dogId: 'd1',
        changes: {
          name: 'Rex',
          age: 'senior',
          trainingWarnings: ['overstimulated', 'anxious'],
          profilePicture: '/objects/photos/p.jpg',
        },
      })
      .then([
        DogUpdated({
          dogId: 'd1',
          ownerId: 'u1',
          changes: { age: 'senior', trainingWarnings: ['overstimulated', 'anxious'] },
        }),
        DogPhotoChanged({ dogId: 'd1', ownerId: 'u1', profilePicture: '/objects/photos/p.jpg' }),
      ]);
  });

  it('decides nothing for a save that changes nothing', () => {
    given(dogsDecider, [rexAdded])
      .when({
        type: 'UpdateDog',
        ownerId: 'u1',
        dogId: 'd1',
        changes: { name: 'Rex', trainingWarnings: ['overstimulated'] },
      })
      .then([]);
  });

  it('records vaccinations by content, and reads a dog added before them as having none', () => {
    const records = [{ vaccine: 'rabies' as const, expiresOn: '2027-01-01' }];
    const withRecords = DogUpdated({
      dogId: 'd1',
      ownerId: 'u1',
      changes: { vaccinations: records },
    });
    given(dogsDecider, [rexAdded])
      .when({ type: 'UpdateDog', ownerId: 'u1', dogId: 'd1', changes: { vaccinations: records } })
      .then([withRecords]);
    given(dogsDecider, [rexAdded, withRecords])
      .when({
        type: 'UpdateDog',
        ownerId: 'u1',
        dogId: 'd1',
        changes: { vaccinations: [{ vaccine: 'rabies', expiresOn: '2027-01-01' }] },
      })
      .then([]);
    // rexAdded has no sizeClass or spayedNeutered: null says the same.
    given(dogsDecider, [rexAdded])
      .when({
        type: 'UpdateDog',
        ownerId: 'u1',
        dogId: 'd1',
        changes: { sizeClass: null, spayedNeutered: null },
      })
      .then([]);
  });

  it('knows only the dogs in this pack: others are not found', () => {
    given(dogsDecider, [rexAdded])
      .when({ type: 'UpdateDog', ownerId: 'u1', dogId: 'someone-elses', changes: { name: 'X' } })
      .thenFails('DOGS.NOT_FOUND');
    given(dogsDecider, [rexAdded, DogRemoved({ dogId: 'd1', ownerId: 'u1' })])
      .when({ type: 'RemoveDog', ownerId: 'u1', dogId: 'd1' })
      .thenFails('DOGS.NOT_FOUND');
  });

  it('removes a dog', () => {
    given(dogsDecider, [rexAdded])
      .when({ type: 'RemoveDog', ownerId: 'u1', dogId: 'd1' })
      .then([DogRemoved({ dogId: 'd1', ownerId: 'u1' })]);
  });

  describe('a dog going to a meetup that limits places by size', () => {
    const mediumRex = DogAdded({ ...rex, sizeClass: 'medium', ownerId: 'u1' });
    const answered = [{ title: 'Saturday Sniffari', startsAt: '2026-12-12T16:00:00.000Z' }];

    it('keeps its size class: the change is refused while the answer stands', () => {
      given(dogsDecider, [mediumRex])
        .when({
          type: 'UpdateDog',
          ownerId: 'u1',
          dogId: 'd1',
          changes: { sizeClass: 'large' },
          sizeLimitedAnswers: answered,
        })
        .thenFails('DOGS.SIZE_HELD_BY_RSVP');
    });

    it('changes everything else, and the size once no such answer stands', () => {
      given(dogsDecider, [mediumRex])
        .when({
          type: 'UpdateDog',
          ownerId: 'u1',
          dogId: 'd1',
          changes: { sizeClass: 'medium', bio: 'Calmer now' },
          sizeLimitedAnswers: answered,
        })
        .then([DogUpdated({ dogId: 'd1', ownerId: 'u1', changes: { bio: 'Calmer now' } })]);
      given(dogsDecider, [mediumRex])
        .when({
          type: 'UpdateDog',
          ownerId: 'u1',
          dogId: 'd1',
          changes: { sizeClass: 'large' },
          sizeLimitedAnswers: [],
        })
        .then([DogUpdated({ dogId: 'd1', ownerId: 'u1', changes: { sizeClass: 'large' } })]);
    });
  });
});
