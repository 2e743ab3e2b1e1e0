import type { Gazetteer, UsCity } from '../geography/index.js';

/** The largest cities of 20 states; the community lives here. */
const CITY_SEARCHES = [
  'Austin, TX',
  'Houston, TX',
  'Dallas, TX',
  'San Antonio, TX',
  'Round Rock, TX',
  'Los Angeles, CA',
  'San Diego, CA',
  'San Francisco, CA',
  'Sacramento, CA',
  'Oakland, CA',
  'Portland, OR',
  'Eugene, OR',
  'Seattle, WA',
  'Tacoma, WA',
  'Denver, CO',
  'Boulder, CO',
  'Phoenix, AZ',
  'Tucson, AZ',
  'Chicago, IL',
  'Evanston, IL',
  'New York City, NY',
  'Brooklyn, NY',
  'Boston, MA',
  'Cambridge, MA',
  'Philadelphia, PA',
  'Pittsburgh, PA',
  'Atlanta, GA',
  'Savannah, GA',
  'Miami, FL',
  'Tampa, FL',
  'Orlando, FL',
  'Nashville, TN',
  'Memphis, TN',
  'Raleigh, NC',
  'Durham, NC',
  'Charlotte, NC',
  'Minneapolis, MN',
  'Saint Paul, MN',
  'Madison, WI',
  'Milwaukee, WI',
  'Columbus, OH',
  'Cleveland, OH',
  'Salt Lake City, UT',
  'Las Vegas, NV',
  'Kansas City, MO',
  'St. Louis, MO',
];

/** The demo's cities, as the gazetteer knows them. */
export function demoCities(gazetteer: Gazetteer): UsCity[] {
  return CITY_SEARCHES.map((query) => {
    const [name, state] = query.split(', ') as [string, string];
    const city = gazetteer.find(name, state) ?? gazetteer.search(query, 1)[0];
    if (!city) throw new Error(`The gazetteer does not know ${query}`);
    return city;
  });
}
