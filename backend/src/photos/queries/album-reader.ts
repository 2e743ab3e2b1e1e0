import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { displayName } from '../../accounts/index.js';
import {
  canActOnPhotos,
  isOpenMeetup,
  type AlbumViewer,
  type MeetupFacts,
} from '../../contracts/access-policy.js';
import type { AlbumPhoto, PhotoSize } from '../../contracts/photos.js';
import {
  ATTENDANCE_RECORDS,
  DOGS,
  GROUPS,
  GROUP_MEMBERS,
  RSVPS,
  type MeetupDocument,
  type PhotoDocument,
} from '../../contracts/read-models.js';
import { usersById } from '../../groups/index.js';
import type { AuthenticatedUser } from '../../http/request-context.js';
import { PHOTO_URL_SIGNER, type PhotoUrlSigner } from '../photo-url-signer.js';

/** Where a page of photos starts: after this one, in the list's order (http/paging.ts). */
export const photoPosition = z.object({
  addedAt: z.string().min(1).max(40),
  id: z.string().min(1).max(200),
});
export type PhotoPosition = z.infer<typeof photoPosition>;

/** The position of a photo as shown, for the next page's cursor. */
export const positionOfPhoto = (photo: { id: string; addedAt: string }): PhotoPosition => ({
  addedAt: photo.addedAt,
  id: photo.id,
});

/**
 * The filter for photos past `after` in `direction` of `addedAt` (1: oldest
 * first, -1: newest first); ties on `addedAt` go by id, ascending, in both.
 */
export function photosAfter(after: PhotoPosition | undefined, direction: 1 | -1): object {
  if (!after) return {};
  const beyond = direction === 1 ? '$gt' : '$lt';
  return {
    $or: [
      { addedAt: { [beyond]: after.addedAt } },
      { addedAt: after.addedAt, _id: { $gt: after.id } },
    ],
  };
}

/** A meetup's access facts and the viewer in it, from the read models. */
export interface AlbumFacts {
  meetup: MeetupFacts;
  viewer: AlbumViewer;
}

/**
 * The read side of albums: the same facts the album's commands gather from
 * the log (the meetup's group kind and owner, the viewer's role, whether they
 * went), from the read models, judged by the same access policy; and how a
 * photo is shown, its URLs signed when its group is private.
 */
@Injectable()
export class AlbumReader {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(PHOTO_URL_SIGNER) private readonly signer: PhotoUrlSigner,
  ) {}

  async facts(
    meetup: Pick<MeetupDocument, '_id' | 'organizerId' | 'groupId'>,
    viewer: AuthenticatedUser | null,
  ): Promise<AlbumFacts> {
    return (await this.factsForEach(meetup, [viewer]))[0]!;
  }

  /**
   * The facts for several viewers at once, in their order: one read per
   * collection however many there are (a live push judges every watcher).
   */
  async factsForEach(
    meetup: Pick<MeetupDocument, '_id' | 'organizerId' | 'groupId'>,
    viewers: readonly (AuthenticatedUser | null)[],
  ): Promise<AlbumFacts[]> {
    const ids = viewers.flatMap((viewer) => (viewer ? [viewer.id] : []));
    const keyed = <T extends { _id: string }>(docs: T[]) =>
      new Map(docs.map((doc) => [doc._id, doc]));
    const byIds = (prefix: string) => ({ _id: { $in: ids.map((id) => `${prefix}:${id}`) } });
    const [group, memberships, rsvps, records] = await Promise.all([
      meetup.groupId ? this.store.collection(GROUPS).findOne({ _id: meetup.groupId }) : null,
      meetup.groupId && ids.length > 0
        ? this.store.collection(GROUP_MEMBERS).find(byIds(meetup.groupId)).then(keyed)
        : new Map<string, never>(),
      ids.length > 0
        ? this.store.collection(RSVPS).find(byIds(meetup._id)).then(keyed)
        : new Map<string, never>(),
      ids.length > 0
        ? this.store.collection(ATTENDANCE_RECORDS).find(byIds(meetup._id)).then(keyed)
        : new Map<string, never>(),
    ]);
    const meetupFacts = {
      organizerId: meetup.organizerId,
      group: group ? { kind: group.kind, ownerId: group.ownerId } : null,
    };
    return viewers.map((viewer) => {
      const membership = viewer ? memberships.get(`${meetup.groupId}:${viewer.id}`) : undefined;
      const rsvp = viewer ? rsvps.get(`${meetup._id}:${viewer.id}`) : undefined;
      const record = viewer ? records.get(`${meetup._id}:${viewer.id}`) : undefined;
      const went =
        record?.outcome === 'attended' ||
        (rsvp?.status === 'going' && record?.outcome !== 'no_show' && rsvp.day?.noShow !== true);
      return {
        meetup: meetupFacts,
        viewer: {
          userId: viewer?.id ?? null,
          isAdmin: viewer?.isAdmin ?? false,
          isMember: membership !== undefined,
          role: membership?.role ?? null,
          went,
        },
      };
    });
  }

  /** The URL of one size: a plain path for an open meetup's photo, signed for a private one. */
  url(photo: Pick<PhotoDocument, '_id'>, size: PhotoSize, open: boolean, now: Date): string {
    const path = `/api/photos/${photo._id}/${size}.jpg`;
    return open ? path : `${path}?${this.signer.query(photo._id, size, now)}`;
  }

  /** Photos as the viewer sees them (hidden ones are left out by the caller's filter). */
  async present(photos: PhotoDocument[], facts: AlbumFacts, now: Date): Promise<AlbumPhoto[]> {
    const dogIds = [...new Set(photos.flatMap((photo) => photo.tags.map((tag) => tag.dogId)))];
    const [people, dogs] = await Promise.all([
      usersById(
        this.store,
        photos.map((photo) => photo.uploaderId),
      ),
      dogIds.length > 0 ? this.store.collection(DOGS).find({ _id: { $in: dogIds } }) : [],
    ]);
    const dogNames = new Map(dogs.map((dog) => [dog._id, dog.name]));
    const open = isOpenMeetup(facts.meetup);
    return photos.map((photo) => {
      const uploader = people.get(photo.uploaderId);
      return {
        id: photo._id,
        meetupId: photo.meetupId,
        uploader: {
          id: photo.uploaderId,
          displayName: uploader ? displayName(uploader) : 'A former member',
        },
        addedAt: photo.addedAt,
        width: photo.width,
        height: photo.height,
        thumbURL: this.url(photo, 'thumb', open, now),
        fullURL: this.url(photo, 'full', open, now),
        tags: photo.tags.flatMap((tag) => {
          const dogName = dogNames.get(tag.dogId);
          return dogName === undefined ? [] : [{ dogId: tag.dogId, dogName, ownerId: tag.ownerId }];
        }),
        cover: photo.cover,
        canDelete: canActOnPhotos('delete', facts.meetup, facts.viewer, photo),
      };
    });
  }
}
