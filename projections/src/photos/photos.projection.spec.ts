import { describe, expect, it } from 'vitest';
import {
  AccountDeleted,
  CoverPhotoChosen,
  DogTaggedInPhoto,
  DogTaggingSet,
  DogUntaggedFromPhoto,
  PhotoAdded,
  PhotoDeleted,
  PhotoHidden,
} from '@packmeet/backend/contracts/events';
import { DOG_TAGGING, PHOTOS } from '@packmeet/backend/contracts/read-models';
import { project } from '../testing/projection-testing.js';
import { photosProjection } from './photos.projection.js';

const album = (event: Parameters<typeof project>[1][number]) => ({
  stream: 'album-m1',
  event: event as never,
});
const added = (photoId: string, uploaderId: string) =>
  album(
    PhotoAdded({
      meetupId: 'm1',
      photoId,
      groupId: 'g1',
      uploaderId,
      sizes: {
        thumbKey: `album/${photoId}/thumb.jpg`,
        fullKey: `album/${photoId}/full.jpg`,
        width: 800,
        height: 600,
      },
    }),
  );
const tag = (photoId: string, dogId: string, ownerId: string) =>
  album(DogTaggedInPhoto({ meetupId: 'm1', photoId, dogId, ownerId, taggedBy: 'ann' }));

describe('the photos projection', () => {
  it('folds photos, tags (each dog once), the cover, hiding and deleting', async () => {
    const { documents } = await project(
      [photosProjection],
      [
        added('p1', 'ann'),
        added('p2', 'ann'),
        added('p3', 'bob'),
        tag('p1', 'rex', 'bob'),
        tag('p1', 'rex', 'bob'),
        tag('p1', 'fido', 'cid'),
        album(
          DogUntaggedFromPhoto({ meetupId: 'm1', photoId: 'p1', dogId: 'fido', untaggedBy: 'cid' }),
        ),
        album(CoverPhotoChosen({ meetupId: 'm1', photoId: 'p2', chosenBy: 'org' })),
        album(CoverPhotoChosen({ meetupId: 'm1', photoId: 'p1', chosenBy: 'org' })),
        album(PhotoHidden({ meetupId: 'm1', photoId: 'p3', hiddenBy: 'org', reason: 'blurry' })),
        album(PhotoDeleted({ meetupId: 'm1', photoId: 'p2', deletedBy: 'ann' })),
      ],
    );
    const photos = await documents.collection(PHOTOS).find({}, { sort: { _id: 1 } });
    expect(
      photos.map((photo) => [
        photo._id,
        photo.cover,
        (photo.hidden as { reason?: string } | undefined)?.reason ?? null,
      ]),
    ).toEqual([
      ['p1', true, null],
      ['p3', false, 'blurry'],
    ]);
    expect(photos[0]!.tags).toEqual([{ dogId: 'rex', ownerId: 'bob', taggedBy: 'ann' }]);
    expect(photos[0]).toMatchObject({ meetupId: 'm1', groupId: 'g1', uploaderId: 'ann' });
  });

  it("a deleted account's photos, their dogs' tags and their choice leave the read model", async () => {
    const { documents } = await project(
      [photosProjection],
      [
        added('p1', 'ann'),
        added('p2', 'bob'),
        tag('p2', 'rex', 'ann'),
        tag('p2', 'fido', 'cid'),
        { stream: 'photo-tagging-ann', event: DogTaggingSet({ userId: 'ann', allowed: false }) },
        { stream: 'user-ann', event: AccountDeleted({ userId: 'ann' }) },
      ],
    );
    const photos = await documents.collection(PHOTOS).find({});
    expect(photos.map((photo) => photo._id)).toEqual(['p2']);
    expect((photos[0]!.tags as { dogId: string }[]).map((t) => t.dogId)).toEqual(['fido']);
    expect(await documents.collection(DOG_TAGGING).findOne({ _id: 'ann' })).toBeNull();
  });
});
