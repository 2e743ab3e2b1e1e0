import { Inject, Injectable } from '@nestjs/common';
import { MEETUPS, type MeetupDocument } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { MeetupReader } from '../meetup-reader.js';

/**
 * Upcoming meetups anyone may see (public groups' and those of no group), for
 * the pages crawlers read: the sitemap and the city pages. Never a private or
 * invite-only group's: they are decided by the same rule as every surface.
 */
@Injectable()
export class PublicMeetups {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly reader: MeetupReader,
  ) {}

  async upcoming(
    where: { city?: string; state?: string },
    now: Date,
    limit: number,
  ): Promise<MeetupDocument[]> {
    const meetups = await this.store.collection(MEETUPS).find(
      { ...where, status: 'scheduled', startsAt: { $gt: now.toISOString() } },
      {
        sort: { startsAt: 1, _id: 1 },
        projection: {
          slug: 1,
          title: 1,
          startsAt: 1,
          endsAt: 1,
          timeZone: 1,
          groupId: 1,
          city: 1,
          state: 1,
          updatedAt: 1,
        },
      },
    );
    return (await this.reader.visibleTo(meetups, null)).slice(0, limit);
  }
}
