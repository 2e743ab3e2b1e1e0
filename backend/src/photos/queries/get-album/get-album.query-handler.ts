import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MeetupReader } from '../../../meetups/index.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { AlbumReader } from '../album-reader.js';
import { AlbumPages, type AlbumPage } from './album-pages.cache.js';
import { GetAlbum } from './get-album.query.js';

@QueryHandler(GetAlbum)
export class GetAlbumHandler implements IQueryHandler<GetAlbum> {
  constructor(
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
    @Inject(AlbumReader) private readonly albums: AlbumReader,
    @Inject(AlbumPages) private readonly pages: AlbumPages,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * 404 where the meetup does not exist for the viewer: a private group's album is its members'
   * only, asked again on every page whatever the cursor, before the kept album is read.
   */
  async execute({ meetupId, viewer, limit, after, fresh }: GetAlbum): Promise<AlbumPage> {
    const meetup = await this.meetups.find({ _id: meetupId }, viewer);
    const facts = await this.albums.facts(meetup, viewer);
    return this.pages.page(meetup, facts, this.clock.now(), { limit, after, fresh });
  }
}
