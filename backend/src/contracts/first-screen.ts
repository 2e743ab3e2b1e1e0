/**
 * The first screens the web app's build renders for the server (frontend/src/first-screen):
 * the server sends them inside #root, so a page paints before its scripts have run.
 */
export interface FirstScreens {
  /** Marks where a frame takes the page's own content. */
  slot: string;
  /** `/` for a signed-out visitor. */
  landing: string;
  /** `/login`. */
  login: string;
  /** A signed-out visitor's event page around its content. */
  eventFrame: string;
  /** The city page around its content. */
  cityFrame: string;
}

/** The event page header's words, as the app shows them and the server's first screen. */
export const EVENT_HEADER_TEXT = {
  upcoming: 'Upcoming',
  past: 'Past',
  cancelled: 'Cancelled',
  share: 'Share',
  joinGroup: 'Join Group',
  cancelledNote: 'This meetup was cancelled.',
  reason: (reason: string) => `Reason: ${reason}`,
} as const;

/** The city page heading's words, as the app shows them and the server's first screen. */
export const CITY_HERO_TEXT = {
  allLocations: 'All locations',
  subtitle: 'Dog Community Hub',
  stats: {
    totalGroups: 'Active Groups',
    totalMembers: 'Dog Owners',
    totalMeetups: 'Total Meetups',
    totalDogs: 'Dogs',
  },
  popularBreeds: 'Most popular breeds here',
  join: (city: string) => `Join ${city} Dog Community`,
} as const;
