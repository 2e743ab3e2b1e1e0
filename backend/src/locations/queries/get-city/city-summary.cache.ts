import { Inject, Injectable, Optional } from '@nestjs/common';
import { CITIES } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type ChangeEvent,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { Caches } from '../../../infrastructure/caching/caches.js';
import { approximateBytes } from '../../../shared/approximate-bytes.js';
import { MiB, type BoundedCache } from '../../../shared/bounded-cache.js';
import { type CitySummaryStats, Metrics } from '../../../operations/index.js';
import { notFound } from '../../../shared/errors.js';
import { CITY_COLLECTIONS, changedKeys, readCity, watchOptionsFor } from './city-data.js';
import { summarizeCityInSlices } from './city-summary.js';
import type { CitySummary } from '../../../contracts/locations.js';

export interface CitySummaryCacheOptions {
  /** Memory for the cities kept (summaries and what they read); the one asked for least recently goes first. */
  maxBytes: number;
  /** A summary this old is recomputed for its time-relative figures, while it is still served ... */
  refreshAfterMs: number;
  /** ... up to this age; an older one is not served, its request waits for the new one. */
  serveStaleUpToMs: number;
  /** A city whose data keeps changing is recomputed at most this often ... */
  minRebuildIntervalMs: number;
  /** ... and at most once per this many times its last computation took, for the biggest cities. */
  rebuildShare: number;
}

export const CITY_SUMMARY_CACHE_DEFAULTS: CitySummaryCacheOptions = {
  // The 46 demo cities' summaries took 12 MiB at --scale 5: every city, with room to grow.
  maxBytes: 32 * MiB,
  refreshAfterMs: 50_000,
  serveStaleUpToMs: 60_000,
  minRebuildIntervalMs: 2_000,
  rebuildShare: 10,
};

/** Injection token for other options than the defaults (tests). */
export const CITY_SUMMARY_CACHE_OPTIONS = Symbol('CitySummaryCacheOptions');

/** Changes remembered while one summary is computed; beyond this it counts as outdated anyway. */
const HEARD_LIMIT = 10_000;

interface Computation {
  /** The city's `version` when it began: it reads every change counted before. */
  readonly version: number;
  readonly promise: Promise<CitySummary>;
  /** Keys of the changes that arrived while it ran, matched against what it read once done. */
  heard: Set<string> | 'everything';
}

class Entry {
  summary: CitySummary | undefined;
  /** The time the summary was computed for (ms). */
  builtAt = Number.NEGATIVE_INFINITY;
  /** The `version` its computation began at; behind `version` means the data changed since. */
  builtVersion = -1;
  /** Counts the changes to this city's data. */
  version = 0;
  computing: Computation | undefined;
  /** A computation caused by a change does not start before this (ms). */
  quietUntil = Number.NEGATIVE_INFINITY;
  /** What the summary was computed from (city-data.ts), as registered in the index. */
  dependencies: readonly string[] = [];
}

const cityNotFound = () => notFound('LOCATIONS.CITY_NOT_FOUND', 'City not found');

/**
 * Each city's summary, computed from the read models once and kept until
 * its data changes (docs/discovery.md, "How fresh a city summary is"). A
 * summary reads hundreds to tens of thousands of documents and takes tens to
 * hundreds of milliseconds of CPU: computed per request, a few anonymous
 * visitors stalled the server. Here a request costs a lookup.
 *
 * - A change to any document a summary read, or a new one under its groups,
 *   meetups or members (the store's change notifications, `watch()`),
 *   outdates that city only; the next request waits for a new summary, so
 *   the writer reads their write. A city changed again within a couple of
 *   seconds of such a recomputation is served its last summary until then.
 * - The time-relative figures ("2 hours ago", upcoming, this month) are
 *   recomputed once a summary is 50 s old, while the last one is served for
 *   up to 10 s more: no answer is older than a minute.
 * - One computation per city at a time; every request waiting for it shares it.
 */
@Injectable()
export class CitySummaryCache {
  private readonly entries: BoundedCache<string, Entry>;
  private readonly index = new DependencyIndex();
  private readonly running = new Set<Computation>();
  private readonly options: CitySummaryCacheOptions;
  private computations = 0;

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(Metrics) metrics: Metrics,
    @Inject(Caches) caches: Caches,
    @Optional()
    @Inject(CITY_SUMMARY_CACHE_OPTIONS)
    options: Partial<CitySummaryCacheOptions> = {},
  ) {
    this.options = { ...CITY_SUMMARY_CACHE_DEFAULTS, ...options };
    this.entries = caches.create({
      name: 'city_summaries',
      purpose: "a city summary's computation (tens to hundreds of ms of CPU) per city page",
      maxBytes: this.options.maxBytes,
      sizeOf: (entry, slug) =>
        2 * slug.length + approximateBytes(entry.summary) + 48 * entry.dependencies.length,
      onRemove: (entry, slug) => this.index.remove(slug, entry.dependencies),
    });
    // Which cities a change outdates is read from the dependency index, not from the key.
    for (const name of CITY_COLLECTIONS) {
      caches.changes.subscribe(name, (change) => this.changed(change), watchOptionsFor(name));
    }
    metrics.reportCitySummaries(() => this.stats());
  }

  /** The city's summary as of about `now`; 404 LOCATIONS.CITY_NOT_FOUND for a city without groups. */
  async summary(slug: string, now: Date): Promise<CitySummary> {
    let entry = this.entries.get(slug);
    if (!entry) {
      // Why look first: slugs come from anyone, and unknown ones must not push real cities out.
      const city = await this.store.collection(CITIES).findOne({ _id: slug });
      if (!city || city.groupCount === 0) throw cityNotFound();
      entry = this.entries.peek(slug);
      if (!entry) this.entries.set(slug, (entry = new Entry()));
    }
    return this.answer(slug, entry, now);
  }

  stats(): CitySummaryStats & { cities: number } {
    return { cities: this.entries.size, computations: this.computations };
  }

  /** The memory its cities take, as the cache measures it (tests). */
  bytes(): number {
    return this.entries.stats().bytes;
  }

  private answer(slug: string, entry: Entry, now: Date): CitySummary | Promise<CitySummary> {
    const { summary, computing } = entry;
    const age = now.getTime() - entry.builtAt;
    if (summary !== undefined && entry.builtVersion === entry.version) {
      if (age < this.options.refreshAfterMs) return summary;
      // Only the time-relative figures are due.
      const next = computing?.promise ?? this.compute(slug, entry, now, false);
      return age < this.options.serveStaleUpToMs ? summary : next;
    }
    // The data changed since the last summary began, or there is none yet.
    if (computing?.version === entry.version) return computing.promise;
    if (computing) {
      // A change came after this computation began: decide again once it is done.
      const again = () => this.answer(slug, entry, now);
      return computing.promise.then(again, again);
    }
    if (summary !== undefined && now.getTime() < entry.quietUntil) return summary;
    return this.compute(slug, entry, now, summary !== undefined);
  }

  private compute(
    slug: string,
    entry: Entry,
    now: Date,
    becauseOfChange: boolean,
  ): Promise<CitySummary> {
    const started = performance.now();
    const { minRebuildIntervalMs, rebuildShare } = this.options;
    if (becauseOfChange) entry.quietUntil = now.getTime() + minRebuildIntervalMs;
    const run = async (computation: Computation): Promise<CitySummary> => {
      try {
        const reading = await readCity(this.store, slug);
        if (!reading) {
          if (this.entries.peek(slug) === entry) this.entries.delete(slug);
          throw cityNotFound();
        }
        const summary = await summarizeCityInSlices(reading.data, now);
        this.computations++;
        // An entry pushed out meanwhile must not register what it read.
        if (this.entries.peek(slug) === entry) {
          this.index.remove(slug, entry.dependencies);
          this.index.add(slug, reading.dependencies);
          entry.dependencies = reading.dependencies;
          if (this.concerns(slug, computation.heard)) entry.version++;
        }
        entry.summary = summary;
        entry.builtAt = now.getTime();
        entry.builtVersion = computation.version;
        // Measured again with its summary and what it read (or pushed out, if it no longer fits).
        if (this.entries.peek(slug) === entry) this.entries.set(slug, entry);
        if (becauseOfChange) {
          const took = performance.now() - started;
          entry.quietUntil = now.getTime() + Math.max(minRebuildIntervalMs, rebuildShare * took);
        }
        return summary;
      } finally {
        this.running.delete(computation);
        if (entry.computing === computation) entry.computing = undefined;
      }
    };
    const computation: Computation = {
      version: entry.version,
      heard: new Set(),
      promise: Promise.resolve().then(() => run(computation)),
    };
    // A refresh nobody waits for fails quietly; the next request tries again.
    computation.promise.catch(() => {});
    this.running.add(computation);
    entry.computing = computation;
    return computation.promise;
  }

  private changed(change: ChangeEvent): void {
    const keys = changedKeys(change);
    for (const computation of this.running) {
      if (computation.heard === 'everything') continue;
      if (keys === 'everything' || computation.heard.size + keys.length > HEARD_LIMIT) {
        computation.heard = 'everything';
      } else {
        for (const key of keys) computation.heard.add(key);
      }
    }
    if (keys === 'everything') {
      for (const entry of this.entries.values()) entry.version++;
      return;
    }
    for (const key of keys) {
      for (const slug of this.index.citiesOf(key)) {
        const entry = this.entries.peek(slug);
        if (entry) entry.version++;
      }
    }
  }

  private concerns(slug: string, heard: Set<string> | 'everything'): boolean {
    if (heard === 'everything') return true;
    for (const key of heard) if (this.index.has(key, slug)) return true;
    return false;
  }
}

/**
 * Which kept cities read each document key. Most keys belong to one city, so
 * a key maps to that city's slug, and to a set only when several share it
 * (a person in groups of two cities).
 */
class DependencyIndex {
  private readonly byKey = new Map<string, string | Set<string>>();

  add(slug: string, keys: readonly string[]): void {
    for (const key of keys) {
      const held = this.byKey.get(key);
      if (held === undefined) this.byKey.set(key, slug);
      else if (typeof held !== 'string') held.add(slug);
      else if (held !== slug) this.byKey.set(key, new Set([held, slug]));
    }
  }

  remove(slug: string, keys: readonly string[]): void {
    for (const key of keys) {
      const held = this.byKey.get(key);
      if (held === slug) this.byKey.delete(key);
      else if (held !== undefined && typeof held !== 'string') {
        held.delete(slug);
        if (held.size === 1) this.byKey.set(key, held.values().next().value!);
      }
    }
  }

  has(key: string, slug: string): boolean {
    const held = this.byKey.get(key);
    return held === slug || (held !== undefined && typeof held !== 'string' && held.has(slug));
  }

  citiesOf(key: string): Iterable<string> {
    const held = this.byKey.get(key);
    if (held === undefined) return [];
    return typeof held === 'string' ? [held] : held;
  }
}
