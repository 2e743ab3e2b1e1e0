/** The gazetteer of US cities (its class, DI token and city type) and locating a place in it. */
export { GAZETTEER, Gazetteer } from './gazetteer.js';
export type { UsCity } from './gazetteer.js';
export { locate } from './locate.js';
