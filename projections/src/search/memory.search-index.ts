import type { ChangeEvent, ChangeStream, DocumentStore } from '../store/document-store.port.js';
import { SEARCH_ENTRIES, type SearchEntryDocument } from '@packmeet/backend/contracts/search';
import { compareHits, haversineMiles, matcher, pageOf, resolveTrainer } from './search-criteria.js';
import type { SearchCriteria, SearchHit, SearchIndex, SearchPage } from './search-index.port.js';

/** Miles per degree of latitude (and of longitude at the equator), a little under, so boxes err wide. */
const MILES_PER_DEGREE = 69;
/** How far a general area lies from its place at most, in degrees (search-entry.ts rounds to 0.02). */
const AREA_SLACK = 0.02;

const cellKey = (latitude: number, longitude: number) =>
  `${Math.floor(latitude)}:${Math.floor(longitude)}`;

/**
 * One cell's documents: its groups and trainers (what has no date), and its meetups in the order they end,
 * so a search skips the meetups that are over (most of them, in a city with
 * a history) by a binary search instead of testing each.
 */
class Cell {
  readonly groups = new Set<SearchEntryDocument>();
  meetups: SearchEntryDocument[] = [];
  private sorted = true;

  add(entry: SearchEntryDocument, bulk: boolean): void {
    if (!entry.meetup) {
      this.groups.add(entry);
    } else if (bulk) {
      this.meetups.push(entry);
      this.sorted = false;
    } else {
      this.ensureSorted();
      this.meetups.splice(this.firstEndingAfter(entry.meetup.endsAt, true), 0, entry);
    }
  }

  delete(entry: SearchEntryDocument): void {
    if (!entry.meetup) {
      this.groups.delete(entry);
      return;
    }
    this.ensureSorted();
    const at = this.meetups.indexOf(entry, this.firstEndingAfter(entry.meetup.endsAt, true));
    if (at >= 0) this.meetups.splice(at, 1);
  }

  /** The meetups ending after `instant`. */
  upcoming(instant: string): SearchEntryDocument[] {
    this.ensureSorted();
    return this.meetups.slice(this.firstEndingAfter(instant, false));
  }

  private ensureSorted(): void {
    if (this.sorted) return;
    this.meetups.sort((a, b) => (a.meetup!.endsAt < b.meetup!.endsAt ? -1 : 1));
    this.sorted = true;
  }

  /** Index of the first meetup ending after `instant` (`orAt`: at or after). */
  private firstEndingAfter(instant: string, orAt: boolean): number {
    let low = 0;
    let high = this.meetups.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const endsAt = this.meetups[middle]!.meetup!.endsAt;
      if (endsAt < instant || (!orAt && endsAt === instant)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * The search on the memory store (embedded mode): the search documents kept
 * in one-degree cells by their place, so a search reads only the cells its
 * radius touches (and there only the meetups not yet over), then tests each
 * candidate in code. It follows the collection through the store's change
 * notifications (a drop, as a replay's swap makes, reloads it), so the next
 * request after a write sees it.
 */
export class MemorySearchIndex implements SearchIndex {
  private readonly entries = new Map<string, SearchEntryDocument>();
  private readonly cells = new Map<string, Cell>();
  /** Groups and meetups by who runs them: what makes a trainer findable by activity. */
  private readonly runs = new Map<string, Set<SearchEntryDocument>>();
  private loading: Promise<void> | null = null;
  private pending: ChangeEvent<SearchEntryDocument>[] | null = null;
  private readonly watch: ChangeStream;

  constructor(private readonly store: DocumentStore) {
    // The index keeps each entry's document: updates must carry it.
    const options = { fullDocument: 'updateLookup' } as const;
    this.watch = store.collection(SEARCH_ENTRIES).watch((change) => {
      if (change.operationType === 'drop') {
        this.clear();
        return;
      }
      if (this.pending) this.pending.push(change);
      else if (this.loading) this.apply(change);
    }, options);
  }

  async search(criteria: SearchCriteria): Promise<SearchPage> {
    await (this.loading ??= this.load());
    const test = matcher(criteria);
    const field = criteria.precision === 'area' ? 'area' : 'location';
    const hits: SearchHit[] = [];
    const consider = (entry: SearchEntryDocument) => {
      const point = entry[field];
      if (!point) return;
      const distanceMiles = haversineMiles(criteria.origin, point.coordinates);
      if (distanceMiles > criteria.radiusMiles || !test(entry)) return;
      const found =
        entry.type === 'trainer'
          ? resolveTrainer(entry, this.runs.get(entry.id) ?? [], criteria)
          : entry;
      if (found) hits.push({ entry: found, distanceMiles });
    };
    const meetups = criteria.types.includes('meetup');
    const groups = criteria.types.includes('group') || criteria.types.includes('trainer');
    for (const cell of this.cellsFor(criteria)) {
      if (groups) for (const entry of cell.groups) consider(entry);
      if (meetups) for (const entry of cell.upcoming(criteria.endsAfter)) consider(entry);
    }
    hits.sort(compareHits(criteria.sort));
    return pageOf(hits, criteria);
  }

  async close(): Promise<void> {
    await this.watch.close();
  }

  /** Every cell the radius' bounding box touches. */
  private cellsFor({ origin, radiusMiles, precision }: SearchCriteria): Cell[] {
    const slack = precision === 'area' ? AREA_SLACK : 0;
    const dLat = radiusMiles / MILES_PER_DEGREE + slack;
    const cos = Math.cos((Math.min(89, Math.abs(origin.latitude) + dLat) * Math.PI) / 180);
    const dLon = Math.min(180, radiusMiles / (MILES_PER_DEGREE * cos) + slack);
    const found: Cell[] = [];
    for (let lat = Math.floor(origin.latitude - dLat); lat <= origin.latitude + dLat; lat++) {
      for (let lon = Math.floor(origin.longitude - dLon); lon <= origin.longitude + dLon; lon++) {
        // Longitudes past ±180 wrap around.
        const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
        const cell = this.cells.get(cellKey(lat, wrapped));
        if (cell) found.push(cell);
      }
    }
    return found;
  }

  private async load(): Promise<void> {
    this.pending = [];
    try {
      for (const entry of await this.store.collection(SEARCH_ENTRIES).find({})) {
        this.put(entry, true);
      }
      // Changes made while the snapshot was read, in order: each carries its whole document.
      for (const change of this.pending) this.apply(change);
    } finally {
      this.pending = null;
    }
  }

  private apply(change: ChangeEvent<SearchEntryDocument>): void {
    const id = change.documentKey?._id;
    if (!id) return;
    if (change.operationType === 'delete') this.delete(id);
    else if (change.fullDocument) this.put(change.fullDocument, false);
  }

  private put(entry: SearchEntryDocument, bulk: boolean): void {
    this.delete(entry._id);
    this.entries.set(entry._id, entry);
    for (const organizer of entry.organizers ?? []) {
      let runs = this.runs.get(organizer);
      if (!runs) this.runs.set(organizer, (runs = new Set()));
      runs.add(entry);
    }
    if (!entry.location) return;
    const [longitude, latitude] = entry.location.coordinates;
    const key = cellKey(latitude, longitude);
    let cell = this.cells.get(key);
    if (!cell) this.cells.set(key, (cell = new Cell()));
    cell.add(entry, bulk);
  }

  private delete(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    for (const organizer of entry.organizers ?? []) {
      const runs = this.runs.get(organizer);
      runs?.delete(entry);
      if (runs?.size === 0) this.runs.delete(organizer);
    }
    if (!entry.location) return;
    const [longitude, latitude] = entry.location.coordinates;
    this.cells.get(cellKey(latitude, longitude))?.delete(entry);
  }

  private clear(): void {
    this.entries.clear();
    this.cells.clear();
    this.runs.clear();
    this.loading = null;
  }
}
