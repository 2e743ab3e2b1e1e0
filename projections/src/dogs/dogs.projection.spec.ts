import { describe, expect, it } from 'vitest';
import {
  DogAdded,
  DogPhotoChanged,
  DogRemoved,
  DogUpdated,
} from '@packmeet/backend/contracts/events';
import { DOGS } from '@packmeet/backend/contracts/read-models';
import { project, withoutPosition } from '../testing/projection-testing.js';
import { dogsProjection } from './dogs.projection.js';

const rex = DogAdded({
  dogId: 'd1',
  ownerId: 'u1',
  name: 'Rex',
  breed: 'Beagle',
  age: 'young',
  description: null,
  profilePicture: null,
  trainingLevel: 'none',
  trainingWarnings: [],
  specialNeeds: 'Allergic to chicken',
  bio: null,
});

describe('dogs projection', () => {
  it('reads a dog added before entry rules as having no size, vaccinations or spayed/neutered', async () => {
    const { documents } = await project(
      [dogsProjection],
      [
        rex,
        DogUpdated({
          dogId: 'd1',
          ownerId: 'u1',
          changes: {
            sizeClass: 'small',
            vaccinations: [{ vaccine: 'rabies', expiresOn: '2027-01-01' }],
          },
        }),
      ],
    );
    expect(await documents.collection(DOGS).findOne({ _id: 'd1' })).toMatchObject({
      sizeClass: 'small',
      vaccinations: [{ vaccine: 'rabies', expiresOn: '2027-01-01' }],
      spayedNeutered: null,
    });
  });

  it('keeps each dog current through updates, photo changes and removal', async () => {
    const { documents } = await project(
      [dogsProjection],
      [
        rex,
        DogAdded({ ...rex.data, dogId: 'd2', name: 'Luna' }),
        DogUpdated({
          dogId: 'd1',
          ownerId: 'u1',
          changes: { trainingLevel: 'basic', trainingWarnings: ['anxious'] },
        }),
        DogPhotoChanged({ dogId: 'd1', ownerId: 'u1', profilePicture: '/objects/photos/rex.jpg' }),
        DogRemoved({ dogId: 'd2', ownerId: 'u1' }),
      ],
    );
    expect(withoutPosition(await documents.collection(DOGS).find({ ownerId: 'u1' }))).toEqual([
      {
        _id: 'd1',
        ownerId: 'u1',
        name: 'Rex',
        breed: 'Beagle',
        age: 'young',
        description: null,
        profilePicture: '/objects/photos/rex.jpg',
        trainingLevel: 'basic',
        trainingWarnings: ['anxious'],
        specialNeeds: 'Allergic to chicken',
        bio: null,
        sizeClass: null,
        vaccinations: [],
        spayedNeutered: null,
        needsSpace: false,
        createdAt: '2026-11-01T12:00:00.000Z',
        updatedAt: '2026-11-01T12:00:00.000Z',
      },
    ]);
  });
});
