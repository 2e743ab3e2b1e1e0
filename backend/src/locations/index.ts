export { cityShareCard } from './queries/city-page/city-facts.js';
export { GetCitySummary } from './queries/get-city/get-city.query.js';
