export interface DirectoryCity {
  slug: string;
  groupCount: number;
  totalMeetups: number;
}

export interface DirectoryState {
  totalGroups: number;
  totalMeetups: number;
  /** Keyed by city name. */
  cities: Record<string, DirectoryCity>;
}

/** GET /api/locations/directory: keyed by state. */
export type LocationDirectory = Record<string, DirectoryState>;
