/** A city's summary (a query on the bus) and its share card. */
export { GetCitySummary } from './queries/get-city/get-city.query.js';
export { cityShareCard } from './queries/city-page/city-facts.js';
