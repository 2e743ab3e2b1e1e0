/* The geography part of the HTTP contract: city search. */

/** One choice of the city picker (spec section 3, "City picker output"). */
export interface CityChoice {
  city: string;
  state: string;
  stateName: string;
  latitude: number;
  longitude: number;
  population: number;
  label: string;
}
