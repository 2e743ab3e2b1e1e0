/*
 * The admin projections API, typed by the backend's own framework-free
 * contract, so a change on either side fails the type check.
 */
export type {
  LiveProjectionState as ProjectionState,
  ProjectionOverview,
  ProjectionsOverviewResponse as ProjectionsOverview,
  ReplayAllStartedResponse as ReplayAllStarted,
  ReplayProgress,
  ReplayStartedResponse as ReplayStarted,
} from '@packmeet/backend/contracts/admin';
