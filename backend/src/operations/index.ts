/** Metrics that other modules record. */
export { Metrics } from './metrics/metrics.js';
export type { CitySummaryStats } from './metrics/metrics.js';

/** The projections admin (its Nest module). */
export { ProjectionsAdminModule } from './projections/projections-admin.module.js';

/** For the composition (app and projections worker): progress, replays and their admin server. */
export { BenchController } from './bench/bench.http.controller.js';
export { readProjectionProgress } from './metrics/projection-progress.js';
export { projectionOperationsFor } from './projections/projection-operations.js';
/** For the operators' CLI: a verify's results as the API answers them. */
export { verifyResponse } from './projections/projection-replays.js';
export { serveProjectionsAdmin } from './projections/worker-admin-server.js';
