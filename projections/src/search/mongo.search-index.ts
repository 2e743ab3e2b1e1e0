import type { Db } from 'mongodb';
import { SEARCH_ENTRIES, type SearchEntryDocument } from '@packmeet/backend/contracts/search';
import { compareHits, haversineMiles, mongoFilter, pageOf } from './search-criteria.js';
import type { SearchCriteria, SearchHit, SearchIndex, SearchPage } from './search-index.port.js';

const EARTH_RADIUS_MILES = 3958.7613;

/**
 * The search on MongoDB (compose mode): 2dsphere indexes on the place and on
 * the general area narrow to the radius ($geoWithin $centerSphere, on the
 * same sphere as the memory adapter's distances), the filter does the rest,
 * and the matches are ordered and paged here by the one comparison both
 * adapters share.
 */
export class MongoSearchIndex implements SearchIndex {
  private indexed: Promise<unknown> | null = null;

  constructor(private readonly db: Db) {}

  async search(criteria: SearchCriteria): Promise<SearchPage> {
    const collection = this.db.collection<SearchEntryDocument>(SEARCH_ENTRIES);
    this.indexed ??= Promise.all([
      collection.createIndex({ location: '2dsphere' }),
      collection.createIndex({ area: '2dsphere' }),
    ]).catch((error: unknown) => {
      this.indexed = null;
      throw error;
    });
    await this.indexed;
    const field = criteria.precision === 'area' ? 'area' : 'location';
    const { longitude, latitude } = {
      longitude: criteria.origin.longitude,
      latitude: criteria.origin.latitude,
    };
    const documents = await collection
      .find({
        ...mongoFilter(criteria),
        [field]: {
          $geoWithin: {
            $centerSphere: [[longitude, latitude], criteria.radiusMiles / EARTH_RADIUS_MILES],
          },
        },
      } as never)
      .toArray();
    const hits: SearchHit[] = documents.map((entry) => ({
      entry: entry as SearchEntryDocument,
      distanceMiles: haversineMiles(criteria.origin, entry[field]!.coordinates),
    }));
    hits.sort(compareHits(criteria.sort));
    return pageOf(hits, criteria);
  }

  async close(): Promise<void> {}
}
