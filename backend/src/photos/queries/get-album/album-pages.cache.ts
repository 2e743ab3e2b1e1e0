import { Inject, Injectable } from '@nestjs/common';
import type { ChangeEvent, DocumentStore } from '@packmeet/projections/store/document-store.port';
import { DOCUMENT_STORE } from '@packmeet/projections/store/document-store.port';
import {
  canActOnPhotos,
  isOpenMeetup,
  type AlbumViewer,
} from '../../../contracts/access-policy.js';
import { PHOTO_WINDOW_MS, type AlbumPhoto, type AlbumResponse } from '../../../contracts/photos.js';
import {
  ATTENDANCE_RECORDS,
  DOGS,
  PHOTOS,
  RSVPS,
  USERS,
  type MeetupDocument,
} from '../../../contracts/read-models.js';
import { itemsAfter } from '../../../http/paging.js';
import { Caches } from '../../../infrastructure/caching/caches.js';
import { approximateBytes } from '../../../shared/approximate-bytes.js';
import { MiB, type BoundedCache } from '../../../shared/bounded-cache.js';
import { PHOTO_URL_SIGNER, type PhotoUrlSigner } from '../../photo-url-signer.js';
import {
  AlbumReader,
  positionOfPhoto,
  type AlbumFacts,
  type PhotoPosition,
} from '../album-reader.js';

/** A page of the album as one viewer sees it, and where the next one starts (null: the last). */
export interface AlbumPage {
  album: AlbumResponse;
  next: PhotoPosition | null;
}

/** One who may do nothing with the photos: how the kept photos are shown before a viewer's rights. */
const NOBODY: AlbumViewer = { userId: null, isAdmin: false, isMember: false, role: null };

/** Answers kept per album (pages times what viewers may do); beyond it they start again. */
const ANSWERS_PER_ALBUM = 32;

interface Album {
  /** Visible photos, oldest first (addedAt, then id), shown as to one who may delete none. */
  photos: AlbumPhoto[];
  /** Every photo of the meetup, hidden ones included: a change to one outdates the album. */
  photoIds: Set<string>;
  /** Uploaders and dogs named in the answers: a change of name outdates the album. */
  names: Set<string>;
  /** Dogs that came, read when a viewer who may tag first asks. */
  taggable?: Promise<AlbumResponse['taggableDogs']>;
  /** Answers handed out, by page and what the viewer may do on it: encoded once each (KeptAnswers). */
  answers: Map<string, AlbumResponse>;
}

/** One meetup's album: being read, then read; for plain paths (`open`) or signed until an hour. */
interface Kept {
  variant: string;
  promise: Promise<Album>;
  album?: Album;
}

/** The album's order, as the read store sorts it: positive for photos past `position`. */
const pastPosition = (photo: AlbumPhoto, position: PhotoPosition): number =>
  photo.addedAt < position.addedAt
    ? -1
    : photo.addedAt > position.addedAt
      ? 1
      : photo.id < position.id
        ? -1
        : photo.id > position.id
          ? 1
          : 0;

/**
 * Each meetup's album, read from the read models once and kept in order until
 * its photos, their uploaders' or dogs' names, or who came change: a page is a
 * slice of it (`itemsAfter`), not a match and sort of the whole album. A private
 * group's photos are kept with their URLs signed, for the hour the signatures
 * stay the same (photo-url-signer.ts). The answers handed out are kept with the
 * album, one per page and per what the viewer may do on it (add, choose the cover,
 * tag, delete which photos), so the same answer is serialized once. Who may see
 * the album is not kept: the query asks the access policy on every request first.
 */
@Injectable()
export class AlbumPages {
  private readonly albums: BoundedCache<string, Kept>;

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(AlbumReader) private readonly reader: AlbumReader,
    @Inject(PHOTO_URL_SIGNER) private readonly signer: PhotoUrlSigner,
    @Inject(Caches) caches: Caches,
  ) {
    // Drops the albums `touches` names for the changed document (by `_id`), and those still
    // being read, which may have read it before the change.
    const outdate =
      (touches: (album: Album, meetupId: string, changedId: string) => boolean) =>
      (change: ChangeEvent) => {
        const changedId = change.documentKey?._id;
        if (change.operationType === 'drop' || changedId === undefined) {
          return this.albums.invalidateAll();
        }
        for (const meetupId of [...this.albums.keys()]) {
          const album = this.albums.peek(meetupId)?.album;
          if (!album || touches(album, meetupId, changedId)) this.albums.invalidate(meetupId);
        }
      };
    const named = outdate((album, _, changedId) => album.names.has(changedId));
    const photoOf = outdate((album, _, changedId) => album.photoIds.has(changedId));
    // Their keys are `<meetupId>:<userId>`: who came, and so which dogs may be tagged.
    const cameOrNot = outdate((_, meetupId, changedId) => changedId.startsWith(`${meetupId}:`));
    this.albums = caches.create({
      name: 'album_pages',
      purpose:
        "matching, sorting and presenting a meetup's photos per GET /api/meetups/{id}/photos",
      // An album of 200 photos with a few pages kept is about 300 KB.
      maxBytes: 32 * MiB,
      sizeOf: (kept, key) => 2 * key.length + (kept.album ? approximateBytes(kept.album) : 64),
      dropOn: {
        // Inserts name their meetup; updates (without the document) and deletes their photo.
        [PHOTOS]: (change) => {
          const meetupId = (change.fullDocument as { meetupId?: string } | undefined)?.meetupId;
          if (meetupId !== undefined) this.albums.invalidate(meetupId);
          else photoOf(change);
        },
        [USERS]: named,
        [DOGS]: named,
        [RSVPS]: cameOrNot,
        [ATTENDANCE_RECORDS]: cameOrNot,
      },
    });
  }

  /**
   * Up to `limit` photos after `after`, as the viewer in `facts` sees them; the
   * caller has checked that they may see the meetup. `fresh`: the album is read
   * again (and kept), for a writer to read their write before the read store's
   * change notification may have come.
   */
  async page(
    meetup: Pick<MeetupDocument, '_id' | 'status' | 'startsAt' | 'endsAt'>,
    facts: AlbumFacts,
    now: Date,
    { limit, after, fresh }: { limit: number; after?: PhotoPosition; fresh: boolean },
  ): Promise<AlbumPage> {
    const kept = this.album(meetup._id, facts, now, fresh);
    const album = await kept.promise;
    const found = itemsAfter(album.photos, after, pastPosition, limit + 1);
    const photos = found.slice(0, limit);
    const next = found.length > limit ? positionOfPhoto(photos[photos.length - 1]!) : null;
    const started =
      meetup.status === 'scheduled' &&
      Date.parse(meetup.startsAt) <= now.getTime() &&
      now.getTime() <= Date.parse(meetup.endsAt) + PHOTO_WINDOW_MS;
    const canAdd = started && canActOnPhotos('add', facts.meetup, facts.viewer);
    const canChooseCover = canActOnPhotos('choose-cover', facts.meetup, facts.viewer);
    const canTag = canActOnPhotos('tag', facts.meetup, facts.viewer);
    const deletable = photos.map((photo) =>
      canActOnPhotos('delete', facts.meetup, facts.viewer, { uploaderId: photo.uploader.id }),
    );
    const key = [limit, after?.addedAt, after?.id, canAdd, canChooseCover, canTag, ...deletable]
      .map((part) => (typeof part === 'boolean' ? Number(part) : (part ?? '')))
      .join(' ');
    let answer = album.answers.get(key);
    if (!answer) {
      answer = {
        meetupId: meetup._id,
        photos: photos.map((photo, i) => (deletable[i] ? { ...photo, canDelete: true } : photo)),
        canAdd,
        canChooseCover,
        taggableDogs: canTag ? await this.taggable(meetup._id, album) : [],
      };
      if (album.answers.size >= ANSWERS_PER_ALBUM) album.answers.clear();
      album.answers.set(key, answer);
      // Kept again to be measured with the new answer, unless a change dropped it meanwhile.
      if (this.albums.peek(meetup._id) === kept) this.albums.set(meetup._id, kept);
    }
    return { album: answer, next };
  }

  private album(meetupId: string, facts: AlbumFacts, now: Date, fresh: boolean): Kept {
    const open = isOpenMeetup(facts.meetup);
    const variant = open ? 'open' : `signed until ${this.signer.expiresAt(now)}`;
    const cached = this.albums.get(meetupId);
    if (!fresh && cached?.variant === variant) return cached;
    const kept: Kept = { variant, promise: this.read(meetupId, facts, now) };
    this.albums.set(meetupId, kept);
    kept.promise.then(
      (album) => {
        kept.album = album;
        // Kept again to be measured read, unless a change dropped it meanwhile.
        if (this.albums.peek(meetupId) === kept) this.albums.set(meetupId, kept);
      },
      // A failed read must not stay cached.
      () => {
        if (this.albums.peek(meetupId) === kept) this.albums.delete(meetupId);
      },
    );
    return kept;
  }

  private async read(meetupId: string, facts: AlbumFacts, now: Date): Promise<Album> {
    const all = await this.store
      .collection(PHOTOS)
      .find({ meetupId }, { sort: { addedAt: 1, _id: 1 } });
    const visible = all.filter((photo) => photo.hidden === undefined);
    const photos = await this.reader.present(
      visible,
      { meetup: facts.meetup, viewer: NOBODY },
      now,
    );
    return {
      photos,
      photoIds: new Set(all.map((photo) => photo._id)),
      names: new Set(
        visible.flatMap((photo) => [photo.uploaderId, ...photo.tags.map((tag) => tag.dogId)]),
      ),
      answers: new Map(),
    };
  }

  /** Dogs that came: those of people who went (checked in, or going and not a no-show). */
  private taggable(meetupId: string, album: Album): Promise<AlbumResponse['taggableDogs']> {
    album.taggable ??= (async () => {
      const [going, noShows] = await Promise.all([
        this.store.collection(RSVPS).find({ meetupId, status: 'going' }),
        this.store.collection(ATTENDANCE_RECORDS).find({ meetupId, outcome: 'no_show' }),
      ]);
      const absent = new Set(noShows.map((record) => record.userId));
      const dogIds = going
        .filter((rsvp) => !absent.has(rsvp.userId))
        .flatMap((rsvp) => rsvp.dogIds);
      for (const dogId of dogIds) album.names.add(dogId);
      if (dogIds.length === 0) return [];
      const dogs = await this.store.collection(DOGS).find({ _id: { $in: dogIds } });
      return dogs
        .map((dog) => ({ id: dog._id, name: dog.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
    })();
    return album.taggable;
  }
}
