/**
 * Real GeoNames coordinates of a few Texas places, and the distances from
 * Austin computed independently of our code (spherical law of cosines,
 * Earth radius 3958.7613 mi, rounded to one decimal).
 */
export const PLACES = {
  Austin: { city: 'Austin', state: 'TX', latitude: 30.26715, longitude: -97.74306 },
  Pflugerville: { city: 'Pflugerville', state: 'TX', latitude: 30.43937, longitude: -97.62 },
  'Round Rock': { city: 'Round Rock', state: 'TX', latitude: 30.50826, longitude: -97.6789 },
  Kyle: { city: 'Kyle', state: 'TX', latitude: 29.98911, longitude: -97.87723 },
  Georgetown: { city: 'Georgetown', state: 'TX', latitude: 30.63269, longitude: -97.67723 },
  'San Antonio': { city: 'San Antonio', state: 'TX', latitude: 29.42412, longitude: -98.49363 },
  Dallas: { city: 'Dallas', state: 'TX', latitude: 32.78306, longitude: -96.80667 },
} as const;

export const MILES_FROM_AUSTIN: Record<keyof typeof PLACES, number> = {
  Austin: 0,
  Pflugerville: 14.0,
  'Round Rock': 17.1,
  Kyle: 20.8,
  Georgetown: 25.6,
  'San Antonio': 73.6,
  Dallas: 182.4,
};
