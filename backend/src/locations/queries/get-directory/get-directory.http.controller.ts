import { Controller, Get, Header, Inject } from '@nestjs/common';
import { CITIES, GROUPS, MEETUPS, citySlug } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { LISTED_KINDS, OPEN_KINDS } from '../../../groups/index.js';
import type { DirectoryResponse } from '../../../contracts/locations.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';

/**
 * GET /api/locations/directory: public, cached five minutes. Counts listed
 * groups only (invite-only ones are not there at all), and only the upcoming
 * meetups of public groups ("meetups scheduled" on the landing page: past ones
 * are history, and a private group's meetups are its members' business).
 */
@Controller('api/locations/directory')
export class GetDirectoryController {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  async directory(): Promise<DirectoryResponse> {
    const [cities, closed, upcoming] = await Promise.all([
      this.store
        .collection(CITIES)
        .find({ groupCount: { $gt: 0 } }, { sort: { state: 1, city: 1 } }),
      // Few groups are not public: read those, and leave them and their meetups out.
      this.store
        .collection(GROUPS)
        .find({ kind: { $nin: [...OPEN_KINDS] } }, { projection: { kind: 1 } }),
      // Upcoming is relative to the request, so it cannot be kept by the projection.
      this.store
        .collection(MEETUPS)
        .find(
          { status: 'scheduled', startsAt: { $gt: this.clock.now().toISOString() } },
          { projection: { city: 1, state: 1, groupId: 1 } },
        ),
    ]);
    const unlisted = new Set(
      closed.filter((group) => !LISTED_KINDS.includes(group.kind)).map((group) => group._id),
    );
    const notPublic = new Set(closed.map((group) => group._id));
    const upcomingMeetups = new Map<string, number>();
    for (const meetup of upcoming) {
      if (!meetup.city || !meetup.state || (meetup.groupId && notPublic.has(meetup.groupId)))
        continue;
      const slug = citySlug(meetup.city, meetup.state);
      upcomingMeetups.set(slug, (upcomingMeetups.get(slug) ?? 0) + 1);
    }
    const directory: DirectoryResponse = {};
    for (const city of cities) {
      const groupCount = city.groupIds.filter((id) => !unlisted.has(id)).length;
      if (groupCount === 0) continue;
      const totalMeetups = upcomingMeetups.get(city._id) ?? 0;
      const state = (directory[city.state] ??= { totalGroups: 0, totalMeetups: 0, cities: {} });
      state.totalGroups += groupCount;
      state.totalMeetups += totalMeetups;
      state.cities[city.city] = { slug: city._id, groupCount, totalMeetups };
    }
    return directory;
  }
}
