/** A point on Earth in decimal degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.7613;

/**
 * Great-circle distance in miles (haversine), rounded to one decimal as the
 * product shows it. The same place is 0, which the UI reads as "Same city".
 */
export function milesBetween(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.round(miles * 10) / 10;
}

/**
 * A drive-time estimate without a routing service: roads are ~1.3 times the
 * straight line, driven at 30 mph in town (first 10 road miles) and 55 mph
 * beyond, plus 5 minutes to get going. See docs/geography.md.
 */
export function driveTimeMinutes(miles: number): number {
  if (miles === 0) return 0;
  const road = miles * 1.3;
  const town = Math.min(road, 10);
  const open = road - town;
  return Math.round(5 + (town / 30) * 60 + (open / 55) * 60);
}
