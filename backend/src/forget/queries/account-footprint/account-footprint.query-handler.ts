import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { photosProjection } from '@packmeet/projections/photos/photos.projection';
import { CHECKPOINTS, type CheckpointDocument } from '@packmeet/projections/runner/checkpoint';
import { fromPositionKey } from '@packmeet/projections/runner/position-key';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { PASSWORD_HASHER, type PasswordHasher } from '../../../auth/index.js';
import {
  DOGS,
  GROUP_MEMBERS,
  GROUPS,
  MEETUPS,
  PHOTOS,
  POSTS,
  RSVPS,
  USERS,
  USER_CREDENTIALS,
} from '../../../contracts/read-models.js';
import { START } from '../../../event-store/event-store.port.js';
import { isValidObjectKey } from '../../../infrastructure/object-storage/object-key.js';
import { forbidden } from '../../../shared/errors.js';
import {
  ConfirmPassword,
  GetAccountFootprint,
  type AccountFootprint,
} from './account-footprint.query.js';

const OBJECTS_PREFIX = '/objects/';

/** An uploaded object's key from the path the app shows it under; null for anything else (an outside URL). */
export function objectKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(OBJECTS_PREFIX)) return null;
  const key = url.slice(OBJECTS_PREFIX.length);
  return isValidObjectKey(key) ? key : null;
}

@QueryHandler(GetAccountFootprint)
export class GetAccountFootprintHandler implements IQueryHandler<GetAccountFootprint> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ userId, now }: GetAccountFootprint): Promise<AccountFootprint> {
    // Read before the photos: they are then at least as new as this position (the checkpoint
    // is written after the writes it covers), and the forgetting reads the log from here.
    const checkpoint = await this.store
      .collection<CheckpointDocument>(CHECKPOINTS)
      .findOne({ _id: photosProjection.name });
    const photosAt = checkpoint ? fromPositionKey(checkpoint.position) : START;
    const [groups, memberships, rsvps, user, dogs, posts, photos] = await Promise.all([
      this.store.collection(GROUPS).find({ ownerId: userId }, { projection: { name: 1 } }),
      this.store
        .collection(GROUP_MEMBERS)
        .find({ userId, role: { $ne: 'owner' } }, { projection: { groupId: 1 } }),
      this.store
        .collection(RSVPS)
        .find(
          { userId, status: { $in: ['going', 'maybe', 'waitlisted'] } },
          { projection: { meetupId: 1 } },
        ),
      this.store.collection(USERS).findOne({ _id: userId }, { projection: { profilePicture: 1 } }),
      this.store.collection(DOGS).find({ ownerId: userId }, { projection: { profilePicture: 1 } }),
      this.store.collection(POSTS).find({ authorId: userId }, { projection: { imageUrl: 1 } }),
      this.store
        .collection(PHOTOS)
        .find({ uploaderId: userId }, { projection: { meetupId: 1, thumbKey: 1, fullKey: 1 } }),
    ]);
    const upcoming = await this.store.collection(MEETUPS).find(
      {
        _id: { $in: rsvps.map((rsvp) => rsvp.meetupId) },
        status: 'scheduled',
        startsAt: { $gt: now.toISOString() },
      },
      { projection: { _id: 1 } },
    );
    const urls = [
      user?.profilePicture,
      ...dogs.map((dog) => dog.profilePicture),
      ...posts.map((post) => post.imageUrl),
    ];
    return {
      ownedGroups: groups.map((group) => ({ id: group._id, name: group.name })),
      memberships: memberships.map((membership) => membership.groupId),
      upcomingRsvps: upcoming.map((meetup) => meetup._id),
      objectKeys: [
        ...new Set(urls.map(objectKeyOf).filter((key) => key !== null)),
        // Album photos are stored under their own keys, served only through the photo route.
        ...photos.flatMap((photo) => [photo.thumbKey, photo.fullKey]),
      ],
      albumPhotos: photos.map((photo) => ({ meetupId: photo.meetupId, photoId: photo._id })),
      photosAt,
    };
  }
}

@QueryHandler(ConfirmPassword)
export class ConfirmPasswordHandler implements IQueryHandler<ConfirmPassword> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ userId, password }: ConfirmPassword): Promise<void> {
    const credentials = await this.store.collection(USER_CREDENTIALS).findOne({ userId });
    if (!credentials || !(await this.hasher.verify(credentials.passwordHash, password))) {
      throw forbidden('ACCOUNTS.WRONG_PASSWORD', 'That is not your password.');
    }
  }
}
