export { GAZETTEER } from './gazetteer.js';
export type { Gazetteer, UsCity } from './gazetteer.js';
export { locate } from './locate.js';
