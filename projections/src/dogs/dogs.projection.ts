import { defineProjection, remove, update, upsert } from '../projection.js';
import { DOGS } from '@packmeet/backend/contracts/read-models';

/** Every dog's current profile, listed per owner (My Dogs, group member dogs). */
export const dogsProjection = defineProjection({
  name: 'dogs',
  version: 1,
  collections: [DOGS],
  indexes: [{ collection: DOGS, spec: { keys: { ownerId: 1 } } }],
  handlers: {
    DogAdded: ({ data, metadata }) => {
      const { dogId, ...dog } = data;
      return [
        upsert(DOGS, dogId, {
          $set: {
            ...dog,
            trainingWarnings: [...dog.trainingWarnings],
            createdAt: metadata.occurredAt,
            updatedAt: metadata.occurredAt,
          },
        }),
      ];
    },
    DogUpdated: ({ data, metadata }) => [
      update(
        DOGS,
        { _id: data.dogId },
        { $set: { ...data.changes, updatedAt: metadata.occurredAt } },
      ),
    ],
    DogPhotoChanged: ({ data, metadata }) => [
      update(
        DOGS,
        { _id: data.dogId },
        { $set: { profilePicture: data.profilePicture, updatedAt: metadata.occurredAt } },
      ),
    ],
    DogRemoved: ({ data }) => [remove(DOGS, { _id: data.dogId })],
  },
});
