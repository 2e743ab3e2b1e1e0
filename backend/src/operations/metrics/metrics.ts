import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EventToAppend } from '../../event-store/event-store.port.js';
import { eventCatalogue } from '../../contracts/events.js';
import type { CacheStats } from '../../shared/bounded-cache.js';
import type { CollectionStats } from '@packmeet/projections/store/document-store.port';

/** One projection as the metrics show it (see projection-progress.ts). */
export interface ProjectionProgress {
  name: string;
  state: string;
  /** Events stored after its checkpoint; null where positions are not event counts (EventStoreDB). */
  lag: number | null;
}

/** What the city summaries report besides their cache (see locations/queries/get-city/city-summary.cache.ts). */
export interface CitySummaryStats {
  computations: number;
}

/** What the start of this process did with the read models (see infrastructure/engines.ts). */
export interface ReadModelBootStats {
  /** Per projection: restored from its snapshot, or rebuilt because the file was missing or unusable. */
  snapshots: { projection: string; outcome: 'restored' | 'missing' | 'unusable' }[];
  eventsFolded: number;
  seconds: number;
}

/** Every state a projection can report, so each state series exists (0 or 1) from the first scrape. */
export const PROJECTION_STATES = [
  'not_started',
  'starting',
  'catching_up',
  'live',
  'reconnecting',
  'failed',
  'stopped',
] as const;

/*
 * Seconds. Most API calls answer in a few milliseconds; the upper buckets
 * catch commands that wait for read-your-writes and slow disks.
 */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How often the event-loop delay is sampled (milliseconds). */
const EVENT_LOOP_RESOLUTION_MS = 10;

/** Seconds of lateness: a healthy loop stays under a millisecond; a stall of seconds is an outage. */
const EVENT_LOOP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * prom-client's defaults that `promtool check metrics` rejects: gauges with a
 * counter's `_total` suffix. Their per-type twins (`nodejs_active_handles{type}`
 * and the like) stay; the totals are their sums.
 */
const DEFAULT_GAUGES_NAMED_TOTAL = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/**
 * The process's Prometheus metrics, one registry per application (tests run
 * several in one process). Label values are bounded: routes are Fastify's
 * route patterns ('/api/groups/:id'), never raw URLs; event types come from
 * the catalogue; projections from the deployment's list.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly contentType = this.registry.contentType;
  private readonly httpDurations: Histogram<'method' | 'route' | 'status_code'>;
  private readonly eventsAppended: Counter<'type'>;
  private readonly projectionLag: Gauge<'projection'>;
  private readonly projectionState: Gauge<'projection' | 'state'>;
  private readonly readModelDocuments: Gauge<'collection'>;
  private readonly readModelBytes: Gauge<'collection'>;
  private connectedSockets: () => number = () => 0;
  private caches: () => CacheStats[] = () => [];
  private citySummaries: () => CitySummaryStats = () => ({ computations: 0 });
  private readModelBoot: ReadModelBootStats | null = null;
  private readonly eventLoopDelay: EventLoopDelaySampler;

  constructor(
    private readonly readProjections: () => Promise<ProjectionProgress[]>,
    private readonly readCollections: () => Promise<CollectionStats[]> = async () => [],
  ) {
    const registers = [this.registry];
    // process_*, nodejs_heap_*, nodejs_gc_*, nodejs_eventloop_lag_* (see docs/operations.md).
    collectDefaultMetrics({
      register: this.registry,
      eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS,
    });

    // prom-client's gauges named *_total are not counters; the same figures by type remain.
    for (const name of DEFAULT_GAUGES_NAMED_TOTAL) this.registry.removeSingleMetric(name);

    const eventLoopDelay = new Histogram({
      name: 'nodejs_eventloop_delay_seconds',
      help: 'How late the 10 ms event-loop timer ran, per tick: a blocked loop shows as one late tick.',
      buckets: EVENT_LOOP_BUCKETS,
      registers,
    });
    this.eventLoopDelay = new EventLoopDelaySampler(EVENT_LOOP_RESOLUTION_MS, (seconds) =>
      eventLoopDelay.observe(seconds),
    );

    this.httpDurations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving an HTTP request to finishing its response, by route pattern.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.eventsAppended = new Counter({
      name: 'events_appended_total',
      help: 'Events this process appended to the event store, by event type.',
      labelNames: ['type'],
      registers,
    });
    // Every known type starts at 0, so rate() works from the first event of a type.
    for (const type of eventCatalogue.keys()) this.eventsAppended.inc({ type }, 0);

    this.projectionLag = new Gauge({
      name: 'projection_lag_events',
      help: 'Events stored after the projection checkpoint (absent where positions are not event counts).',
      labelNames: ['projection'],
      registers,
    });
    this.projectionState = new Gauge({
      name: 'projection_state',
      help: '1 for the state each projection is in, 0 for the others.',
      labelNames: ['projection', 'state'],
      registers,
    });
    this.readModelDocuments = new Gauge({
      name: 'packmeet_read_model_documents',
      help: 'Documents a read-model collection holds.',
      labelNames: ['collection'],
      registers,
    });
    this.readModelBytes = new Gauge({
      name: 'packmeet_read_model_bytes',
      help: "Approximate size of a read-model collection's documents (JSON length from a sample in the memory store, BSON size in MongoDB).",
      labelNames: ['collection'],
      registers,
    });
    this.registerCaches(registers);
    this.registerReadModelBoot(registers);
    const citySummaries = () => this.citySummaries();
    new Counter({
      name: 'city_summaries_computed_total',
      help: "City summaries computed from the read models (first asked for, the city's data changed, or 50 s passed).",
      registers,
      collect() {
        this.reset();
        this.inc(citySummaries().computations);
      },
    });
    const connectedSockets = () => this.connectedSockets();
    new Gauge({
      name: 'socketio_connected_sockets',
      help: 'socket.io clients connected to this process.',
      registers,
      collect() {
        this.set(connectedSockets());
      },
    });
  }

  /** packmeet_cache_*{cache}: every cache's entries, bytes, bound, hits and misses, read at each scrape. */
  private registerCaches(registers: Registry[]): void {
    const caches = () => this.caches();
    const gauge = (name: string, help: string, figure: (stats: CacheStats) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['cache'],
        registers,
        collect() {
          this.reset();
          for (const stats of caches()) this.set({ cache: stats.name }, figure(stats));
        },
      });
    const counter = (name: string, help: string, figure: (stats: CacheStats) => number) =>
      new Counter({
        name,
        help,
        labelNames: ['cache'],
        registers,
        collect() {
          this.reset();
          for (const stats of caches()) this.inc({ cache: stats.name }, figure(stats));
        },
      });
    gauge('packmeet_cache_entries', 'Entries a cache keeps.', (stats) => stats.entries);
    gauge(
      'packmeet_cache_bytes',
      "Approximate memory a cache's entries hold (the sizes it bounds).",
      (stats) => stats.bytes,
    );
    gauge(
      'packmeet_cache_limit_bytes',
      "A cache's bound in bytes; 0 for a memo kept as long as the answers it is made from.",
      (stats) => stats.maxBytes,
    );
    counter(
      'packmeet_cache_hits_total',
      'Lookups a cache answered from memory.',
      (stats) => stats.hits,
    );
    counter(
      'packmeet_cache_misses_total',
      'Lookups a cache could not answer: the value was read or computed again.',
      (stats) => stats.misses,
    );
    new Gauge({
      name: 'packmeet_cache_info',
      help: 'Always 1: what each cache saves, as its purpose label.',
      labelNames: ['cache', 'purpose'],
      registers,
      collect() {
        this.reset();
        for (const { name, purpose } of caches()) this.set({ cache: name, purpose }, 1);
      },
    });
  }

  /** packmeet_snapshot_restores_total and packmeet_boot_*: what this process's start did. */
  private registerReadModelBoot(registers: Registry[]): void {
    const boot = () => this.readModelBoot;
    new Counter({
      name: 'packmeet_snapshot_restores_total',
      help: "Read models this process's start restored from their snapshot (outcome restored), or folded from the log because the file was missing or unusable (torn, checksum, key, version).",
      labelNames: ['projection', 'outcome'],
      registers,
      collect() {
        this.reset();
        for (const { projection, outcome } of boot()?.snapshots ?? []) {
          this.inc({ projection, outcome });
        }
      },
    });
    const gauge = (name: string, help: string, figure: (stats: ReadModelBootStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.reset();
          const stats = boot();
          if (stats) this.set(figure(stats));
        },
      });
    gauge(
      'packmeet_boot_events_folded',
      "Events this process's start folded to catch its read models up, after what the snapshots restored.",
      (stats) => stats.eventsFolded,
    );
    gauge(
      'packmeet_boot_read_models_seconds',
      "Time this process's start spent restoring snapshots and catching its read models up.",
      (stats) => stats.seconds,
    );
  }

  /** Called once per HTTP response (the onResponse hook). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.httpDurations.observe({ method, route, status_code: statusCode }, seconds);
  }

  countAppended(events: readonly Pick<EventToAppend, 'type'>[]): void {
    for (const event of events) this.eventsAppended.inc({ type: event.type });
  }

  /** The application's caches tell how to read their figures (infrastructure/caching). */
  reportCaches(stats: () => CacheStats[]): void {
    this.caches = stats;
  }

  /** The city summary cache tells how to read its figures. */
  reportCitySummaries(stats: () => CitySummaryStats): void {
    this.citySummaries = stats;
  }

  /** The engines tell what the start did with the read models (a process running projections). */
  reportReadModelBoot(stats: ReadModelBootStats): void {
    this.readModelBoot = stats;
  }

  /** The live gateway tells how to count its clients once its server exists. */
  countSocketsWith(count: () => number): void {
    this.connectedSockets = count;
  }

  /** Stops sampling the event loop (the application is closing). */
  close(): void {
    this.eventLoopDelay.stop();
  }

  /** The exposition text; projection and read-model figures are read fresh for every scrape. */
  async render(): Promise<string> {
    const [projections, collections] = await Promise.all([
      this.readProjections(),
      this.readCollections(),
    ]);
    // Reset first: a collection dropped or renamed away since the last scrape leaves no series behind.
    this.readModelDocuments.reset();
    this.readModelBytes.reset();
    for (const { name, documents, bytes } of collections) {
      this.readModelDocuments.set({ collection: name }, documents);
      this.readModelBytes.set({ collection: name }, bytes);
    }
    for (const { name, state, lag } of projections) {
      if (lag === null) this.projectionLag.remove({ projection: name });
      else this.projectionLag.set({ projection: name }, lag);
      const states: readonly string[] = PROJECTION_STATES.includes(state as never)
        ? PROJECTION_STATES
        : [...PROJECTION_STATES, state];
      for (const candidate of states) {
        this.projectionState.set(
          { projection: name, state: candidate },
          candidate === state ? 1 : 0,
        );
      }
    }
    return this.registry.metrics();
  }
}

/**
 * Samples event-loop delay as a timer's lateness: every `resolution` ms a
 * timer notes how much later than due it ran. (perf_hooks'
 * monitorEventLoopDelay on Node 20 caps what it records near its resolution,
 * so a 200 ms block read as 10 ms; a late timer cannot hide one.)
 */
class EventLoopDelaySampler {
  private readonly timer: NodeJS.Timeout;

  constructor(resolution: number, observe: (seconds: number) => void) {
    let due = performance.now() + resolution;
    this.timer = setInterval(() => {
      const now = performance.now();
      observe(Math.max(0, now - due) / 1000);
      due = now + resolution;
    }, resolution);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
