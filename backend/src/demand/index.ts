export { DemandSignals } from './demand-signals.js';
export { DemandModule } from './demand.module.js';
export { nothingNearby } from './unmet-demand.js';
