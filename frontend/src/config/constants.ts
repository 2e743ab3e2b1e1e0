/** Business constants from the product spec (section 9). */

export const BRAND = 'PackMeet';

/** Toasts: at most one visible, shown for 5 s; a dismissed toast is dropped from state after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Directory and city data are cached 5 minutes; everything else never goes stale. */
export const LOCATION_CACHE_SECONDS = 300;

export const PASSWORD_MIN_LENGTH = 6;

export const MAX_PHOTO_BYTES = 5_242_880;

export const DASHBOARD_LIST_LIMIT = 5;

/** Find groups: the radius choices (miles) and the default. Radius is a client-side filter. */
export const SEARCH_RADIUS_OPTIONS = [10, 25, 50, 100] as const;
export type SearchRadius = (typeof SEARCH_RADIUS_OPTIONS)[number];
export const DEFAULT_SEARCH_RADIUS: SearchRadius = 25;

/** Distance badges: up to 5 miles green, up to 15 blue, farther orange. */
export const DISTANCE_NEAR_MILES = 5;
export const DISTANCE_MID_MILES = 15;

/** Group page "Our Dogs": photos shown on wide and narrow screens; View All above 8. */
export const GROUP_DOG_PHOTOS_WIDE = 8;
export const GROUP_DOG_PHOTOS_NARROW = 6;

/** Create group: the optional max members input (never sent). */
export const GROUP_MAX_MEMBERS_MIN = 1;
export const GROUP_MAX_MEMBERS_MAX = 1000;

/** Group feed: posts asked for per page, comments shown under each post before "View all". */
export const GROUP_POSTS_LIMIT = 20;
export const POST_COMMENTS_PREVIEW = 3;

/** City picker: wait this long after the last keystroke before searching; suggestions shown. */
export const CITY_SEARCH_DEBOUNCE_MS = 250;
export const CITY_SEARCH_MIN_CHARS = 2;
export const CITY_SEARCH_LIMIT = 8;
