import { Controller, Get, Header, Inject } from '@nestjs/common';
import { CITIES, GROUPS, MEETUPS, citySlug } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { LISTED_KINDS, OPEN_KINDS } from '../../../groups/queries/group-access.js';
import type { DirectoryResponse } from '../../../contracts/locations.js';

/**
 * GET /api/locations/directory: public, cached five minutes. Counts listed
 * groups only (invite-only ones are not there at all), and only the meetups
 * of public groups: a private group's meetups are its members' business.
 */
@Controller('api/locations/directory')
export class GetDirectoryController {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  async directory(): Promise<DirectoryResponse> {
    const [cities, closed] = await Promise.all([
      this.store
        .collection(CITIES)
        .find({ groupCount: { $gt: 0 } }, { sort: { state: 1, city: 1 } }),
      // Few groups are not public: read those, and take them off the projection's counts.
      this.store
        .collection(GROUPS)
        .find({ kind: { $nin: [...OPEN_KINDS] } }, { projection: { kind: 1 } }),
    ]);
    const unlisted = new Set(
      closed.filter((group) => !LISTED_KINDS.includes(group.kind)).map((group) => group._id),
    );
    const hiddenMeetups = new Map<string, number>();
    if (closed.length > 0) {
      const meetups = await this.store
        .collection(MEETUPS)
        .find(
          { groupId: { $in: closed.map((group) => group._id) }, status: 'scheduled' },
          { projection: { city: 1, state: 1 } },
        );
      for (const meetup of meetups) {
        if (!meetup.city || !meetup.state) continue;
        const slug = citySlug(meetup.city, meetup.state);
        hiddenMeetups.set(slug, (hiddenMeetups.get(slug) ?? 0) + 1);
      }
    }
    const directory: DirectoryResponse = {};
    for (const city of cities) {
      const groupCount = city.groupIds.filter((id) => !unlisted.has(id)).length;
      if (groupCount === 0) continue;
      const totalMeetups = city.totalMeetups - (hiddenMeetups.get(city._id) ?? 0);
      const state = (directory[city.state] ??= { totalGroups: 0, totalMeetups: 0, cities: {} });
      state.totalGroups += groupCount;
      state.totalMeetups += totalMeetups;
      state.cities[city.city] = { slug: city._id, groupCount, totalMeetups };
    }
    return directory;
  }
}
