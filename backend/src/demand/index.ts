/** The Nest module, and the demand signals that search and groups record and read. */
export { DemandModule } from './demand.module.js';
export { DemandSignals } from './demand-signals.js';
export { nothingNearby } from './unmet-demand.js';
