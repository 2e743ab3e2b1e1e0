import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import type { GroupPhotosResponse } from '../../../contracts/photos.js';
import { MEETUPS, PHOTOS } from '../../../contracts/read-models.js';
import { visibleGroup } from '../../../groups/index.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { AlbumReader, photosAfter } from '../album-reader.js';
import { GetGroupPhotos } from './group-photos.query.js';

@QueryHandler(GetGroupPhotos)
export class GetGroupPhotosHandler implements IQueryHandler<GetGroupPhotos> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(AlbumReader) private readonly albums: AlbumReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The group's content: 404 or 403 as for its posts and meetups (a private group's to members). */
  async execute({ groupId, viewer, take, after }: GetGroupPhotos): Promise<GroupPhotosResponse> {
    await visibleGroup(this.store, groupId, viewer?.id ?? null, { requireAccess: true });
    const photos = await this.store
      .collection(PHOTOS)
      .find(
        { groupId, hidden: { $exists: false }, ...photosAfter(after, -1) },
        { sort: { addedAt: -1, _id: 1 }, limit: take },
      );
    const meetupIds = [...new Set(photos.map((photo) => photo.meetupId))];
    const meetups =
      meetupIds.length > 0
        ? await this.store.collection(MEETUPS).find({ _id: { $in: meetupIds } })
        : [];
    const now = this.clock.now();
    const shown = await Promise.all(
      meetups.map(async (meetup) =>
        this.albums.present(
          photos.filter((photo) => photo.meetupId === meetup._id),
          await this.albums.facts(meetup, viewer),
          now,
        ),
      ),
    );
    const order = new Map(photos.map((photo, index) => [photo._id, index]));
    return {
      groupId,
      photos: shown.flat().sort((a, b) => order.get(a.id)! - order.get(b.id)!),
    };
  }
}
