export { Metrics } from './metrics/metrics.js';
export type { CitySummaryStats } from './metrics/metrics.js';
export { ProjectionsAdminModule } from './projections/projections-admin.module.js';
export { RequireAdmin } from './projections/require-admin.guard.js';
