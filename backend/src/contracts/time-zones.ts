import tzLookup from '@photostructure/tz-lookup';

/*
 * Which IANA time zone a meetup's place is in, worked out offline from its
 * coordinates (@photostructure/tz-lookup: the maintained fork of tz-lookup,
 * ~100 KB of boundary data, no I/O; docs/adr/012-meetup-local-time.md). The
 * command side records it on the meetup's events; the forms use the same
 * lookup to read wall times in it, so both always agree.
 */

/**
 * Where a place has no coordinates (a typed address in a city the gazetteer
 * does not know), its state's most populous zone; without a state either,
 * Eastern Time, where most people in the US live.
 */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Each state's (and DC's) zone of most of its people. */
const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AK: 'America/Anchorage',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  IA: 'America/Chicago',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  HI: 'Pacific/Honolulu',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MO: 'America/Chicago',
  MS: 'America/Chicago',
  MT: 'America/Denver',
  ND: 'America/Chicago',
  NE: 'America/Chicago',
  NM: 'America/Denver',
  NV: 'America/Los_Angeles',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  WA: 'America/Los_Angeles',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

export interface Place {
  latitude: number | null;
  longitude: number | null;
  /** USPS code of the state (the group's city's). */
  state?: string | null;
}

function lookup({ latitude, longitude }: Place): string | null {
  if (latitude === null || longitude === null) return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  try {
    return tzLookup(latitude, longitude);
  } catch {
    // Out-of-range coordinates: no zone from them.
    return null;
  }
}

/**
 * The IANA zone of a place: from its coordinates (the venue's), else the
 * city's (the group's), else the state's, else DEFAULT_TIME_ZONE.
 */
export function placeTimeZone(place: Place, city?: Place | null): string {
  const state = place.state ?? city?.state;
  return (
    lookup(place) ??
    (city ? lookup(city) : null) ??
    (state ? STATE_TIME_ZONES[state.toUpperCase()] : undefined) ??
    DEFAULT_TIME_ZONE
  );
}

/**
 * The zone after a change of a meetup's details: the one the change records,
 * else (a change from before zones were recorded, or one that names none) the
 * zone of its new coordinates, else the zone it had: a meetup stays in its
 * group's city, so an address without coordinates keeps the city's zone.
 */
export function zoneAfterChange(
  before: { timeZone: string; latitude: number | null; longitude: number | null },
  changes: { latitude?: number | null; longitude?: number | null; timeZone?: string },
): string {
  if (changes.timeZone) return changes.timeZone;
  if (changes.latitude === undefined && changes.longitude === undefined) return before.timeZone;
  const latitude = changes.latitude === undefined ? before.latitude : changes.latitude;
  const longitude = changes.longitude === undefined ? before.longitude : changes.longitude;
  if (latitude === null || longitude === null) return before.timeZone;
  return placeTimeZone({ latitude, longitude });
}
