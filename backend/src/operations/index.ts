/** Metrics that other modules record. */
export { Metrics } from './metrics/metrics.js';
export type { CitySummaryStats } from './metrics/metrics.js';

/** The projections admin (its Nest module). */
export { ProjectionsAdminModule } from './projections/projections-admin.module.js';
