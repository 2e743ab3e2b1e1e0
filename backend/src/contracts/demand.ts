/*
 * City demand signals (docs/discovery.md, "Demand"): what owners looked for
 * and did not find, counted per city, activity and month. Counts only: no
 * read model or answer here names anyone.
 */
import type { Activity } from './activities.js';
import type { CollectionName, Document } from './read-models.js';
import { WEB_ROUTES } from './web-routes.js';

/**
 * Owners who signalled demand near one city for one activity (null: any group)
 * in one calendar month (UTC). `_id` is `<month>:<citySlug>:<activity|any>`.
 */
export interface CityDemandDocument extends Document {
  _id: string;
  /** `YYYY-MM`. */
  month: string;
  citySlug: string;
  city: string;
  state: string;
  activity: Activity | null;
  /** Distinct owners this month. */
  owners: number;
  /** Signals (at most one per owner and week): owners found no group within their radius ... */
  noGroupNearby: number;
  /** ... or were waitlisted at a full meetup. */
  waitlistFull: number;
}

export const CITY_DEMAND = 'city_demand' as CollectionName<CityDemandDocument>;

/** One line of a city page: how many owners looked for what this month. */
export interface CityDemand {
  activity: Activity | null;
  owners: number;
}

/** One city of the admin page's unmet demand, its activities most wanted first. */
export interface UnmetCityDemand {
  citySlug: string;
  city: string;
  state: string;
  /** Owners over all its lines (an owner who looked for two activities counts twice). */
  owners: number;
  activities: CityDemand[];
}

/** GET /api/admin/demand: the cities with the most unmet demand in a month, most first. */
export interface UnmetDemandResponse {
  month: string;
  cities: UnmetCityDemand[];
}

/** The calendar month (UTC) a moment falls in: `YYYY-MM`. */
export function demandMonth(at: Date | string): string {
  return new Date(at).toISOString().slice(0, 7);
}

/** The ISO 8601 week (UTC) a moment falls in: `2026-W48`. */
export function demandWeek(at: Date): string {
  const thursday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  // A week belongs to the year of its Thursday (Monday is its first day).
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
  const year = thursday.getUTCFullYear();
  const week = Math.ceil(((thursday.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The order demand lines are listed in: most owners first, then by activity, "any group" last. */
export function mostWanted(a: CityDemand, b: CityDemand): number {
  return b.owners - a.owners || (a.activity ?? '~').localeCompare(b.activity ?? '~');
}

const VOWEL = /^[aeiou]/;

/** "14 owners near Austin looked for a scent-work group this month" (then "- start one"). */
export function demandSentence({ activity, owners }: CityDemand, city: string): string {
  const who = owners === 1 ? '1 owner' : `${owners} owners`;
  const what = activity ? `${VOWEL.test(activity) ? 'an' : 'a'} ${activity} group` : 'a group';
  return `${who} near ${city} looked for ${what} this month`;
}

/** The create-group form, pre-filled with the city and the activity people looked for. */
export function startGroupHref(city: string, state: string, activity: Activity | null): string {
  const query = new URLSearchParams({ city, state });
  if (activity) query.set('activity', activity);
  return `${WEB_ROUTES.createGroup}?${query.toString()}`;
}
