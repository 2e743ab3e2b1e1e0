import tzLookup from '@photostructure/tz-lookup';

/** Where a place names no coordinates: Eastern Time, where most people in the US live. */
export const FALLBACK_TIME_ZONE = 'America/New_York';

/**
 * The IANA zone a series' occurrences are read in: the venue's, else its
 * group's city's, found offline from coordinates (no I/O).
 */
export function seriesTimeZone(
  ...places: { latitude?: number | null; longitude?: number | null }[]
): string {
  for (const { latitude, longitude } of places) {
    if (typeof latitude === 'number' && typeof longitude === 'number')
      return tzLookup(latitude, longitude);
  }
  return FALLBACK_TIME_ZONE;
}
