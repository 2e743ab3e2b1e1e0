/** Where a projection stands (the runner's states). */
export type ProjectionState = 'starting' | 'catching_up' | 'live' | 'failed' | 'stopped';

/** A blue/green replay: rebuilt into fresh collections while the current read model serves. */
export interface ReplayProgress {
  state: 'rebuilding' | 'switching' | 'done' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  processed: number;
  total: number;
  eventsPerSecond: number;
  etaSeconds: number | null;
  error: string | null;
}

export interface ProjectionOverview {
  name: string;
  version: number;
  state: ProjectionState;
  /** Global position of the last applied event (a bigint as a string). */
  checkpoint: string;
  /** Events stored after the checkpoint; null where positions are not event counts. */
  lag: number | null;
  lastError: { message: string; eventType: string; position: string; at: string } | null;
  replay: ReplayProgress | null;
}

/** GET /api/admin/projections, and every 'admin:projections' push. */
export interface ProjectionsOverview {
  headPosition: string;
  projections: ProjectionOverview[];
}

/** POST /api/admin/projections/:name/replay (202). */
export interface ReplayStarted {
  name: string;
  startedAt: string;
}

/** POST /api/admin/projections/replay-all (202). */
export interface ReplayAllStarted {
  names: string[];
  startedAt: string;
}
