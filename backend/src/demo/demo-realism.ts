import type { UsCity } from '../geography/index.js';
import type { Random } from './demo-random.js';
import { fromLocalInput, localDate, wallTime } from '../contracts/local-time.js';

/*
 * What makes the demo community read as real to someone who lives there:
 * meetups at local hours that suit their day and titles that say so, venues
 * whose kind of park matches their name, ZIP codes of the right state, and
 * group names that differ within a city.
 */

/** The demo states' time zones (each demo city lies in its state's main zone). */
const STATE_ZONES: Record<string, string> = {
  TX: 'America/Chicago',
  CA: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  CO: 'America/Denver',
  AZ: 'America/Phoenix',
  IL: 'America/Chicago',
  NY: 'America/New_York',
  MA: 'America/New_York',
  PA: 'America/New_York',
  GA: 'America/New_York',
  FL: 'America/New_York',
  TN: 'America/Chicago',
  NC: 'America/New_York',
  MN: 'America/Chicago',
  WI: 'America/Chicago',
  OH: 'America/New_York',
  UT: 'America/Denver',
  NV: 'America/Los_Angeles',
  MO: 'America/Chicago',
};

/** The first three digits of each demo state's ZIP codes (USPS prefix ranges). */
const ZIP_PREFIXES: Record<string, [number, number]> = {
  TX: [750, 799],
  CA: [900, 961],
  OR: [970, 979],
  WA: [980, 994],
  CO: [800, 816],
  AZ: [850, 865],
  IL: [600, 629],
  NY: [100, 149],
  MA: [10, 27],
  PA: [150, 196],
  GA: [300, 319],
  FL: [320, 349],
  TN: [370, 385],
  NC: [270, 289],
  MN: [550, 567],
  WI: [530, 549],
  OH: [430, 458],
  UT: [840, 847],
  NV: [889, 898],
  MO: [630, 658],
};

export function zoneOf(state: string): string {
  const zone = STATE_ZONES[state];
  if (!zone) throw new Error(`No demo time zone for ${state}`);
  return zone;
}

/** A five-digit ZIP code of the state. */
export function zipCode(state: string, rng: Random): string {
  const range = ZIP_PREFIXES[state];
  if (!range) throw new Error(`No demo ZIP codes for ${state}`);
  return `${String(rng.int(...range)).padStart(3, '0')}${String(rng.int(1, 99)).padStart(2, '0')}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant of a wall-clock time on the local calendar day that contains `day`. */
export function localTime(zone: string, day: number, hour: number, minute: number): number {
  const date = localDate(new Date(day).toISOString(), zone);
  return Date.parse(fromLocalInput(`${date}T${pad(hour)}:${pad(minute)}`, zone)!);
}

/** The weekday (0 = Sunday) and hour of an instant in `zone`. */
export function localWeekdayAndHour(zone: string, at: number): { weekday: number; hour: number } {
  const wall = wallTime(at, zone);
  return {
    weekday: new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay(),
    hour: wall.hour,
  };
}

const WEEKEND = [0, 6];

/** When people meet: weekday mornings before work or early evenings; weekend mornings and afternoons. */
export function meetupHour(weekday: number, rng: Random): { hour: number; minute: number } {
  const hours = WEEKEND.includes(weekday) ? [8, 9, 10, 11, 15, 16] : [7, 7, 17, 18, 18, 19];
  return { hour: rng.pick(hours), minute: rng.pick([0, 0, 30]) };
}

/** Titles, each for the days and local hours it fits ([from, to) hours). */
const TITLES: { title: string; days?: number[]; from: number; to: number }[] = [
  { title: 'Saturday Sniffari', days: [6], from: 7, to: 17 },
  { title: 'Sunday Stroll', days: [0], from: 7, to: 17 },
  { title: 'Weekend Trail Morning', days: WEEKEND, from: 7, to: 12 },
  { title: 'Sunrise Loop', from: 6, to: 9 },
  { title: 'Coffee and Canines', from: 7, to: 11 },
  { title: 'Morning Parallel Walk', from: 7, to: 12 },
  { title: 'Evening Wind-Down Walk', from: 17, to: 21 },
  { title: 'After-Work Sniff Walk', days: [1, 2, 3, 4, 5], from: 17, to: 20 },
  { title: 'Parallel Walk', from: 7, to: 20 },
  { title: 'Puppy Play Hour', from: 8, to: 19 },
  { title: 'Scent Games', from: 8, to: 19 },
  { title: 'Loose-Leash Practice', from: 7, to: 20 },
  { title: 'Recall Practice', from: 7, to: 20 },
  { title: 'Confidence Walk', from: 7, to: 20 },
  { title: 'Afternoon Play Date', from: 13, to: 17 },
];

/** A title that fits the meetup's local weekday and hour. */
export function meetupTitle(weekday: number, hour: number, rng: Random): string {
  const fitting = TITLES.filter(
    ({ days, from, to }) => (!days || days.includes(weekday)) && hour >= from && hour < to,
  );
  return rng.pick(fitting).title;
}

export type DemoParkType = 'regular' | 'dog_park' | 'beach' | 'trail' | 'indoor';

/** Venue names by the kind of place they are; beaches only where there is a coast or a lake shore. */
const VENUE_KINDS: { words: string[]; parkType: DemoParkType; states?: string[] }[] = [
  { words: ['Park', 'Commons', 'Meadow', 'Lakeside Park', 'Riverwalk'], parkType: 'regular' },
  { words: ['Dog Park', 'Off-Leash Area', 'Bark Park'], parkType: 'dog_park' },
  { words: ['Trailhead', 'Greenway', 'Nature Trail'], parkType: 'trail' },
  { words: ['Training Center', 'Indoor Dog Arena'], parkType: 'indoor' },
  {
    words: ['Dog Beach'],
    parkType: 'beach',
    states: ['CA', 'FL', 'OR', 'WA', 'NY', 'MA', 'IL', 'WI', 'MN', 'NC', 'GA'],
  },
];

/** A venue's name (after a local word) and its park type, which match. */
export function venueKind(state: string, rng: Random): { suffix: string; parkType: DemoParkType } {
  const kind = rng.weighted(
    VENUE_KINDS.filter(({ states }) => !states || states.includes(state)).map(
      (entry) =>
        [
          entry,
          { regular: 40, dog_park: 35, trail: 14, indoor: 5, beach: 6 }[entry.parkType],
        ] as const,
    ),
  );
  return { suffix: rng.pick(kind.words), parkType: kind.parkType };
}

const DISTRICTS = ['North', 'South', 'East', 'West', 'Downtown', 'Uptown', 'Midtown'];

/**
 * A group name not yet used in the city: the city and a theme, and once
 * every theme is taken, a part of town before it.
 */
export function distinctGroupName(
  city: UsCity,
  theme: string,
  taken: Set<string>,
  rng: Random,
): string {
  const plain = `${city.name} ${theme}`;
  if (!taken.has(plain)) return remember(taken, plain);
  for (const district of rng.shuffle(DISTRICTS)) {
    const name = `${district} ${city.name} ${theme}`;
    if (!taken.has(name)) return remember(taken, name);
  }
  for (let number = 2; ; number++) {
    const name = `${plain} ${number}`;
    if (!taken.has(name)) return remember(taken, name);
  }
}

function remember(taken: Set<string>, name: string): string {
  taken.add(name);
  return name;
}
