import { Controller, Get, Header, Inject } from '@nestjs/common';
import { CITIES } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import type { DirectoryResponse } from '../../../contracts/locations.js';

/** GET /api/locations/directory: public, cached five minutes. */
@Controller('api/locations/directory')
export class GetDirectoryController {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  async directory(): Promise<DirectoryResponse> {
    const cities = await this.store
      .collection(CITIES)
      .find({ groupCount: { $gt: 0 } }, { sort: { state: 1, city: 1 } });
    const directory: DirectoryResponse = {};
    for (const city of cities) {
      const state = (directory[city.state] ??= { totalGroups: 0, totalMeetups: 0, cities: {} });
      state.totalGroups += city.groupCount;
      state.totalMeetups += city.totalMeetups;
      state.cities[city.city] = {
        slug: city._id,
        groupCount: city.groupCount,
        totalMeetups: city.totalMeetups,
      };
    }
    return directory;
  }
}
