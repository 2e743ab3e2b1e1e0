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
