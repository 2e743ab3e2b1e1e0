import type { ChangeEvent, ChangeStream, DocumentStore } from '../store/document-store.port.js';
import { SEARCH_ENTRIES, type SearchEntryDocument } from '@packmeet/backend/contracts/search';
import { compareHits, haversineMiles, matcher, pageOf } from './search-criteria.js';
import type { SearchCriteria, SearchHit, SearchIndex, SearchPage } from './search-index.port.js';

/** Miles per degree of latitude (and of longitude at the equator), a little under, so boxes err wide. */
const MILES_PER_DEGREE = 69;
/** How far a general area lies from its place at most, in degrees (search-entry.ts rounds to 0.02). */
const AREA_SLACK = 0.02;

const cellKey = (latitude: number, longitude: number) =>
  `${Math.floor(latitude)}:${Math.floor(longitude)}`;

/**
 * The search on the memory store (embedded mode): the search documents kept
 * in one-degree cells by their place, so a search reads only the cells its
 * radius touches, then tests each candidate in code. It follows the
 * collection through the store's change notifications (a drop, as a replay's
 * swap makes, reloads it), so the next request after a write sees it.
 */
export class MemorySearchIndex implements SearchIndex {
  private readonly entries = new Map<string, SearchEntryDocument>();
  private readonly cells = new Map<string, Set<SearchEntryDocument>>();
  private loading: Promise<void> | null = null;
  private pending: ChangeEvent<SearchEntryDocument>[] | null = null;
  private readonly watch: ChangeStream;

  constructor(private readonly store: DocumentStore) {
    this.watch = store.collection(SEARCH_ENTRIES).watch((change) => {
      if (change.operationType === 'drop') {
        this.clear();
        return;
      }
      if (this.pending) this.pending.push(change);
      else if (this.loading) this.apply(change);
    });
  }

  async search(criteria: SearchCriteria): Promise<SearchPage> {
    await (this.loading ??= this.load());
    const test = matcher(criteria);
    const hits: SearchHit[] = [];
    for (const entry of this.candidates(criteria)) {
      const point = entry[criteria.precision === 'area' ? 'area' : 'location'];
      if (!point) continue;
      const distanceMiles = haversineMiles(criteria.origin, point.coordinates);
      if (distanceMiles <= criteria.radiusMiles && test(entry)) hits.push({ entry, distanceMiles });
    }
    hits.sort(compareHits(criteria.sort));
    return pageOf(hits, criteria);
  }

  async close(): Promise<void> {
    await this.watch.close();
  }

  /** The entries of every cell the radius' bounding box touches. */
  private *candidates({ origin, radiusMiles, precision }: SearchCriteria) {
    const slack = precision === 'area' ? AREA_SLACK : 0;
    const dLat = radiusMiles / MILES_PER_DEGREE + slack;
    const cos = Math.cos((Math.min(89, Math.abs(origin.latitude) + dLat) * Math.PI) / 180);
    const dLon = Math.min(180, radiusMiles / (MILES_PER_DEGREE * cos) + slack);
    for (let lat = Math.floor(origin.latitude - dLat); lat <= origin.latitude + dLat; lat++) {
      for (let lon = Math.floor(origin.longitude - dLon); lon <= origin.longitude + dLon; lon++) {
        // Longitudes past ±180 wrap around.
        const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
        const cell = this.cells.get(cellKey(lat, wrapped));
        if (cell) yield* cell;
      }
    }
  }

  private async load(): Promise<void> {
    this.pending = [];
    try {
      for (const entry of await this.store.collection(SEARCH_ENTRIES).find({})) this.put(entry);
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
    else if (change.fullDocument) this.put(change.fullDocument);
  }

  private put(entry: SearchEntryDocument): void {
    this.delete(entry._id);
    this.entries.set(entry._id, entry);
    if (!entry.location) return;
    const [longitude, latitude] = entry.location.coordinates;
    const key = cellKey(latitude, longitude);
    let cell = this.cells.get(key);
    if (!cell) this.cells.set(key, (cell = new Set()));
    cell.add(entry);
  }

  private delete(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    if (!entry.location) return;
    const [longitude, latitude] = entry.location.coordinates;
    this.cells.get(cellKey(latitude, longitude))?.delete(entry);
  }

  private clear(): void {
    this.entries.clear();
    this.cells.clear();
    this.loading = null;
  }
}
