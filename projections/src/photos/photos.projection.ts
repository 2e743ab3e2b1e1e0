import { DOG_TAGGING, PHOTOS } from '@packmeet/backend/contracts/read-models';
import { removeAll, whenForgotten } from '../forgetting.js';
import { defineProjection, remove, update, updateAll, upsert } from '../projection.js';

/**
 * Meetup albums: one document per photo (its sizes' keys, tags, cover,
 * hidden), and owners' choices about their dogs being tagged. A forgotten
 * member's photos leave with them (their files are deleted by the forgetting
 * command), and so do the tags of their dogs
 * (docs/adr/035-album-photos-and-forgetting.md).
 */
export const photosProjection = defineProjection({
  name: 'photos',
  version: 1,
  collections: [PHOTOS, DOG_TAGGING],
  indexes: [
    { collection: PHOTOS, spec: { keys: { meetupId: 1, addedAt: 1 } } },
    { collection: PHOTOS, spec: { keys: { groupId: 1, addedAt: -1 } } },
    { collection: PHOTOS, spec: { keys: { uploaderId: 1 } } },
  ],
  handlers: {
    ...whenForgotten((userId) => [
      removeAll(PHOTOS, { uploaderId: userId }),
      updateAll(PHOTOS, { 'tags.ownerId': userId }, { $pull: { tags: { ownerId: userId } } }),
      remove(DOG_TAGGING, { _id: userId }),
    ]),
    PhotoAdded: (event) => [
      upsert(PHOTOS, event.data.photoId, {
        $set: {
          meetupId: event.data.meetupId,
          groupId: event.data.groupId,
          uploaderId: event.data.uploaderId,
          thumbKey: event.data.sizes.thumbKey,
          fullKey: event.data.sizes.fullKey,
          width: event.data.sizes.width,
          height: event.data.sizes.height,
          addedAt: event.metadata.occurredAt,
          tags: [],
          cover: false,
        },
      }),
    ],
    PhotoDeleted: (event) => [remove(PHOTOS, { _id: event.data.photoId })],
    DogTaggedInPhoto: ({ data }) => [
      update(
        PHOTOS,
        { _id: data.photoId, 'tags.dogId': { $ne: data.dogId } },
        {
          $push: { tags: { dogId: data.dogId, ownerId: data.ownerId, taggedBy: data.taggedBy } },
        },
      ),
    ],
    DogUntaggedFromPhoto: ({ data }) => [
      update(PHOTOS, { _id: data.photoId }, { $pull: { tags: { dogId: data.dogId } } }),
    ],
    CoverPhotoChosen: ({ data }) => [
      updateAll(PHOTOS, { meetupId: data.meetupId, cover: true }, { $set: { cover: false } }),
      ...(data.photoId ? [update(PHOTOS, { _id: data.photoId }, { $set: { cover: true } })] : []),
    ],
    PhotoHidden: (event) => [
      update(
        PHOTOS,
        { _id: event.data.photoId },
        {
          $set: {
            cover: false,
            hidden: {
              by: event.data.hiddenBy,
              reason: event.data.reason,
              at: event.metadata.occurredAt,
            },
          },
        },
      ),
    ],
    DogTaggingSet: ({ data }) => [
      upsert(DOG_TAGGING, data.userId, { $set: { allowed: data.allowed } }),
    ],
  },
});
