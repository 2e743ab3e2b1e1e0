import { NO_LIMIT, type ParkType } from '@packmeet/backend/contracts/meetups';

/** The form's default choice of the maximum attendees (spec section 9). */
export const DEFAULT_MAX_ATTENDEES = 20;

/** Spec sections 5 and 9: private members (trainers only), 0 to 50. */
export const PRIVATE_MEMBERS_MIN = 0;
export const PRIVATE_MEMBERS_MAX = 50;

/** The scheduling screen's park types (spec section 3); regular is the default. */
export const PARK_TYPE_OPTIONS: readonly { value: ParkType; label: string }[] = [
  { value: 'regular', label: 'Regular Park' },
  { value: 'dog_park', label: 'Dog Park (Off-leash)' },
  { value: 'beach', label: 'Beach' },
  { value: 'trail', label: 'Hiking Trail' },
  { value: 'indoor', label: 'Indoor Venue' },
  { value: 'other', label: 'Other' },
];
export const DEFAULT_PARK_TYPE: ParkType = 'regular';

export function parkTypeLabel(value: string | null | undefined): string | null {
  return PARK_TYPE_OPTIONS.find((option) => option.value === value)?.label ?? null;
}

/** '20', or 'No limit' for 100 and above. */
export function maxAttendeesLabel(value: number): string {
  return value >= NO_LIMIT ? 'No limit' : String(value);
}

/** Venue suggestions: wait this long after typing stops; keep answers 5 minutes. */
export const VENUE_SEARCH_DEBOUNCE_MS = 250;
export const VENUE_CACHE_SECONDS = 300;

/**
 * Live meetup data is watched while a screen shows it and for this long afterwards, so moving
 * between pages does not churn the watches; after that the entry is dropped and the next visit
 * fetches it fresh.
 */
export const LIVE_KEEP_UNUSED_SECONDS = 60;
