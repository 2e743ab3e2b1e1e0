import { removeAll, whenForgotten } from '../forgetting.js';
import { defineProjection, remove, update, upsert } from '../projection.js';
import { DOGS } from '@packmeet/backend/contracts/read-models';

/** Every dog's current profile, listed per owner (My Dogs, group member dogs). */
export const dogsProjection = defineProjection({
  name: 'dogs',
  // 2: every document has sizeClass, vaccinations and spayedNeutered.
  version: 2,
  collections: [DOGS],
  indexes: [{ collection: DOGS, spec: { keys: { ownerId: 1 } } }],
  handlers: {
    // A forgotten member's dogs go with them.
    ...whenForgotten((ownerId) => [removeAll(DOGS, { ownerId })]),
    DogAdded: ({ data, metadata }) => {
      const { dogId, ...dog } = data;
      return [
        upsert(DOGS, dogId, {
          $set: {
            ...dog,
            trainingWarnings: [...dog.trainingWarnings],
            // Dogs added before entry rules say nothing of these: null, [] and null.
            sizeClass: dog.sizeClass ?? null,
            vaccinations: (dog.vaccinations ?? []).map((record) => ({ ...record })),
            spayedNeutered: dog.spayedNeutered ?? null,
            needsSpace: dog.needsSpace ?? false,
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
