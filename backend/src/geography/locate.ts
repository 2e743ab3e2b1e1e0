import type { Gazetteer } from './gazetteer.js';
import { stateCode } from '../contracts/us-states.js';

export interface Location {
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * What the command side records for a typed city and state: the gazetteer's
 * spelling and coordinates when it knows the place, the USPS code for a
 * recognizable state, and otherwise what was typed with unknown coordinates.
 */
export function locate(gazetteer: Gazetteer, city: string, state: string): Location {
  const place = gazetteer.find(city, state);
  if (place)
    return {
      city: place.name,
      state: place.state,
      latitude: place.latitude,
      longitude: place.longitude,
    };
  return {
    city: city.trim(),
    state: stateCode(state) ?? state.trim(),
    latitude: null,
    longitude: null,
  };
}
