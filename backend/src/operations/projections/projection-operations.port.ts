import type {
  ProjectionsOverviewResponse,
  ReplayAllStartedResponse,
  ReplayStartedResponse,
  VerifyResponse,
} from '../../contracts/admin.js';

/**
 * What operators can do with projections, wherever the runner lives: in this
 * process (embedded mode, and the compose projections worker) or in the
 * projections worker, reached over its admin endpoint (compose API).
 */
export interface ProjectionOperations {
  overview(): Promise<ProjectionsOverviewResponse>;
  /**
   * Starts a blue/green replay and returns at once.
   * @throws DomainError not_found for an unknown name, conflict while one of them is replaying.
   */
  replay(name: string): Promise<ReplayStartedResponse>;
  replayAll(): Promise<ReplayAllStartedResponse>;
  /** Rebuilds into scratch collections and compares with the live ones (all projections when no names). */
  verify(names?: readonly string[]): Promise<VerifyResponse>;
  /** `listener` is called on every replay state change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  /** Whether any replay is running now (progress is then pushed every 500 ms). */
  replaying(): boolean;
}

export const PROJECTION_OPERATIONS = Symbol('ProjectionOperations');
