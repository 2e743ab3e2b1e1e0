import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EventToAppend } from '../../event-store/event-store.port.js';
import { eventCatalogue } from '../../contracts/events.js';

/** One projection as the metrics show it (see projection-progress.ts). */
export interface ProjectionProgress {
  name: string;
  state: string;
  /** Events stored after its checkpoint; null where positions are not event counts (EventStoreDB). */
  lag: number | null;
}

/** What the command side's state cache reports (see shared/aggregates.ts). */
export interface CommandStateStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
}

/** What the city summaries report (see locations/queries/get-city/city-summary.cache.ts). */
export interface CitySummaryStats {
  cities: number;
  computations: number;
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
  private connectedSockets: () => number = () => 0;
  private commandStates: () => CommandStateStats = () => ({
    entries: 0,
    bytes: 0,
    maxBytes: 0,
    hits: 0,
    misses: 0,
  });
  private citySummaries: () => CitySummaryStats = () => ({ cities: 0, computations: 0 });
  private readonly eventLoopDelay: EventLoopDelaySampler;

  constructor(private readonly readProjections: () => Promise<ProjectionProgress[]>) {
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
    const commandStates = () => this.commandStates();
    new Gauge({
      name: 'command_state_cache_bytes',
      help: "Approximate memory held by the command side's folded stream states.",
      registers,
      collect() {
        this.set(commandStates().bytes);
      },
    });
    new Gauge({
      name: 'command_state_cache_limit_bytes',
      help: "The bound of the command side's state cache (COMMAND_STATE_CACHE_MB).",
      registers,
      collect() {
        this.set(commandStates().maxBytes);
      },
    });
    new Gauge({
      name: 'command_state_cache_entries',
      help: 'Streams whose folded state the command side keeps.',
      registers,
      collect() {
        this.set(commandStates().entries);
      },
    });
    new Counter({
      name: 'command_state_cache_lookups_total',
      help: 'Command-side state lookups, by result: a hit reads only new events, a miss the whole stream.',
      labelNames: ['result'],
      registers,
      collect() {
        const { hits, misses } = commandStates();
        this.reset();
        this.inc({ result: 'hit' }, hits);
        this.inc({ result: 'miss' }, misses);
      },
    });
    const citySummaries = () => this.citySummaries();
    new Gauge({
      name: 'city_summaries_kept',
      help: 'Cities whose summary is kept (bounded).',
      registers,
      collect() {
        this.set(citySummaries().cities);
      },
    });
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

  /** Called once per HTTP response (the onResponse hook). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.httpDurations.observe({ method, route, status_code: statusCode }, seconds);
  }

  countAppended(events: readonly Pick<EventToAppend, 'type'>[]): void {
    for (const event of events) this.eventsAppended.inc({ type: event.type });
  }

  /** The command side tells how to read its state cache. */
  reportCommandStates(stats: () => CommandStateStats): void {
    this.commandStates = stats;
  }

  /** The city summary cache tells how to read its figures. */
  reportCitySummaries(stats: () => CitySummaryStats): void {
    this.citySummaries = stats;
  }

  /** The live gateway tells how to count its clients once its server exists. */
  countSocketsWith(count: () => number): void {
    this.connectedSockets = count;
  }

  /** Stops sampling the event loop (the application is closing). */
  close(): void {
    this.eventLoopDelay.stop();
  }

  /** The exposition text; projection figures are read fresh for every scrape. */
  async render(): Promise<string> {
    const projections = await this.readProjections();
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
