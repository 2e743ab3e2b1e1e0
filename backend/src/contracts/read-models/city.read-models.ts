/** The directory's cities. */
import type { CollectionName, Document } from './document.js';

/** A city with groups, for the directory. `_id` is its slug, e.g. `austin-tx`. */
export interface CityDocument extends Document {
  _id: string;
  city: string;
  state: string;
  groupIds: string[];
  groupCount: number;
  totalMeetups: number;
}

/** Stable and unique: city and state, lower case, dashes. "St. Louis", "MO" -> "st-louis-mo". */
export function citySlug(city: string, state: string): string {
  const part = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/['’.]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${part(city)}-${part(state)}`;
}

export const CITIES = 'cities' as CollectionName<CityDocument>;
