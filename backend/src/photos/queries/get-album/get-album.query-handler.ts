import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { canActOnPhotos } from '../../../contracts/access-policy.js';
import { PHOTO_WINDOW_MS, type AlbumResponse } from '../../../contracts/photos.js';
import { DOGS, PHOTOS, RSVPS, ATTENDANCE_RECORDS } from '../../../contracts/read-models.js';
import { MeetupReader } from '../../../meetups/index.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { AlbumReader, photosAfter, type AlbumFacts } from '../album-reader.js';
import { GetAlbum } from './get-album.query.js';

@QueryHandler(GetAlbum)
export class GetAlbumHandler implements IQueryHandler<GetAlbum> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
    @Inject(AlbumReader) private readonly albums: AlbumReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * 404 where the meetup does not exist for the viewer: a private group's album is its members'
   * only, asked again on every page whatever the cursor.
   */
  async execute({ meetupId, viewer, take, after }: GetAlbum): Promise<AlbumResponse> {
    const meetup = await this.meetups.find({ _id: meetupId }, viewer);
    const now = this.clock.now();
    const facts = await this.albums.facts(meetup, viewer);
    const photos = await this.store
      .collection(PHOTOS)
      .find(
        { meetupId, hidden: { $exists: false }, ...photosAfter(after, 1) },
        { sort: { addedAt: 1, _id: 1 }, limit: take },
      );
    const open =
      meetup.status === 'scheduled' &&
      Date.parse(meetup.startsAt) <= now.getTime() &&
      now.getTime() <= Date.parse(meetup.endsAt) + PHOTO_WINDOW_MS;
    return {
      meetupId,
      photos: await this.albums.present(photos, facts, now),
      canAdd: open && canActOnPhotos('add', facts.meetup, facts.viewer),
      canChooseCover: canActOnPhotos('choose-cover', facts.meetup, facts.viewer),
      taggableDogs: await this.taggableDogs(meetupId, facts),
    };
  }

  /** Dogs that came: those of people who went (checked in, or going and not a no-show). */
  private async taggableDogs(meetupId: string, facts: AlbumFacts) {
    if (!canActOnPhotos('tag', facts.meetup, facts.viewer)) return [];
    const [going, noShows] = await Promise.all([
      this.store.collection(RSVPS).find({ meetupId, status: 'going' }),
      this.store.collection(ATTENDANCE_RECORDS).find({ meetupId, outcome: 'no_show' }),
    ]);
    const absent = new Set(noShows.map((record) => record.userId));
    const dogIds = going.filter((rsvp) => !absent.has(rsvp.userId)).flatMap((rsvp) => rsvp.dogIds);
    if (dogIds.length === 0) return [];
    const dogs = await this.store.collection(DOGS).find({ _id: { $in: dogIds } });
    return dogs
      .map((dog) => ({ id: dog._id, name: dog.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}
