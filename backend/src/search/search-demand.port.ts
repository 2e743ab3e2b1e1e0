/**
 * Told when a signed-in owner's search found no group within their radius:
 * demand for a group there. City demand signals record it; until they are
 * wired, nothing happens.
 */
export interface SearchDemand {
  onNoGroupFound(
    userId: string,
    place: { city: string; state: string } | null,
    activities: readonly string[],
  ): void;
}

export const SEARCH_DEMAND = Symbol('SearchDemand');

export const ignoreSearchDemand: SearchDemand = { onNoGroupFound: () => {} };
