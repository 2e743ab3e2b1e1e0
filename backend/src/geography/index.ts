/** The gazetteer of US cities (a DI token and its type) and locating a place in it. */
export { GAZETTEER } from './gazetteer.js';
export type { Gazetteer, UsCity } from './gazetteer.js';
export { locate } from './locate.js';
