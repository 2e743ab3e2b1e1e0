import type { Db } from 'mongodb';
import { SEARCH_ENTRIES, type SearchEntryDocument } from '@packmeet/backend/contracts/search';
import {
  compareHits,
  haversineMiles,
  mongoFilter,
  pageOf,
  resolveTrainer,
} from './search-criteria.js';
import type { SearchCriteria, SearchHit, SearchIndex, SearchPage } from './search-index.port.js';

const EARTH_RADIUS_MILES = 3958.7613;

/**
 * The search on MongoDB (compose mode): 2dsphere indexes on the place and on
 * the general area (declared by the search projection, so every rebuild
 * creates them) narrow to the radius ($geoWithin $centerSphere, on the
 * same sphere as the memory adapter's distances), the filter does the rest,
 * and the matches are ordered and paged here by the one comparison both
 * adapters share.
 */
export class MongoSearchIndex implements SearchIndex {
  constructor(private readonly db: Db) {}

  async search(criteria: SearchCriteria): Promise<SearchPage> {
    const collection = this.db.collection<SearchEntryDocument>(SEARCH_ENTRIES);
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
    const runs = await this.runsOf(documents.filter((entry) => entry.type === 'trainer'));
    const hits: SearchHit[] = [];
    for (const found of documents) {
      const entry =
        found.type === 'trainer'
          ? resolveTrainer(found, runs.get(found.id) ?? [], criteria)
          : found;
      if (!entry) continue;
      hits.push({
        entry,
        distanceMiles: haversineMiles(criteria.origin, found[field]!.coordinates),
      });
    }
    hits.sort(compareHits(criteria.sort));
    return pageOf(hits, criteria);
  }

  /** The groups and meetups each trainer runs, in one query on the organizers index. */
  private async runsOf(trainers: SearchEntryDocument[]) {
    const runs = new Map<string, SearchEntryDocument[]>();
    if (trainers.length === 0) return runs;
    const ids = trainers.map((trainer) => trainer.id);
    const found = await this.db
      .collection<SearchEntryDocument>(SEARCH_ENTRIES)
      .find({ organizers: { $in: ids } } as never)
      .toArray();
    for (const entry of found)
      for (const organizer of entry.organizers ?? [])
        runs.set(organizer, [...(runs.get(organizer) ?? []), entry as SearchEntryDocument]);
    return runs;
  }

  async close(): Promise<void> {}
}
