/*
 * The admin projections API (docs/operations.md (Replaying projections)): the bodies of
 * GET /api/admin/projections, of the replay calls and of the socket.io
 * 'admin:projections' message. Framework-free, so the admin page can import it.
 */

/**
 * 'reconnecting': the event subscription dropped; the runner resubscribes from
 * its lowest checkpoint with backoff, and its read models stand still meanwhile.
 */
export type LiveProjectionState =
  'starting' | 'catching_up' | 'live' | 'reconnecting' | 'failed' | 'stopped';
export type ReplayState = 'rebuilding' | 'switching' | 'done' | 'failed';

/** The latest replay of one projection (kept after it ends until the next one starts). */
export interface ReplayProgress {
  state: ReplayState;
  startedAt: string;
  finishedAt: string | null;
  /** Events the rebuild has folded. */
  processed: number;
  /** Events in the log (it grows while the replay runs). */
  total: number;
  /** Average since the replay started. */
  eventsPerSecond: number;
  /** Until the rebuild catches up; null before there is a rate to go by, 0 once done. */
  etaSeconds: number | null;
  error: string | null;
}

export interface ProjectionOverview {
  name: string;
  version: number;
  state: LiveProjectionState;
  /** The position of the last event the live read model has applied (a decimal string). */
  checkpoint: string;
  /** Events stored after the checkpoint; null where positions are not event counts (EventStoreDB). */
  lag: number | null;
  lastError: { message: string; eventType: string; position: string; at: string } | null;
  replay: ReplayProgress | null;
}

/** GET /api/admin/projections and every 'admin:projections' socket message. */
export interface ProjectionsOverviewResponse {
  headPosition: string;
  projections: ProjectionOverview[];
}

/** 202 from POST /api/admin/projections/:name/replay. */
export interface ReplayStartedResponse {
  name: string;
  startedAt: string;
}

/** 202 from POST /api/admin/projections/replay-all. */
export interface ReplayAllStartedResponse {
  names: string[];
  startedAt: string;
}

/** One document that differs between the live read model and a fresh fold of the log. */
export interface VerifyDifference {
  collection: string;
  _id: string;
  kind: 'missing' | 'unexpected' | 'different';
  fields: string[];
  live: unknown;
  rebuilt: unknown;
}

/** 200 from POST /api/admin/projections/verify (used by `npm run projections -- verify`). */
export interface VerifyResponse {
  ok: boolean;
  /** Where both sides were compared. */
  position: string;
  projections: {
    name: string;
    documents: number;
    differenceCount: number;
    /** The first differences (at most 20 per projection). */
    differences: VerifyDifference[];
    problems: string[];
  }[];
}

/** socket.io message names of the admin watch. */
export const ADMIN_PROJECTIONS_EVENTS = {
  watch: 'admin:projections:watch',
  unwatch: 'admin:projections:unwatch',
  overview: 'admin:projections',
} as const;
