import { ACCOUNT_AND_DOG_ROWS } from './table/accounts-dogs.rows.js';
import { ACCOUNT_SECURITY_ROWS } from './table/account-security.rows.js';
import type { Row } from './table/cells.js';
import { GROUP_MANAGEMENT_ROWS } from './table/group-management.rows.js';
import { GROUP_AND_POST_ROWS } from './table/groups-posts.rows.js';
import { MEETUP_AND_OPERATION_ROWS } from './table/meetups-operations.rows.js';
import { MEETUP_SERIES_ROWS } from './table/meetup-series.rows.js';
import { SEARCH_ROWS } from './table/search.rows.js';
import { SITE_ROWS } from './table/site.rows.js';
import { NOTIFICATION_ROWS } from './table/notifications.rows.js';
import { MEETUP_DAY_ROWS } from './table/meetup-day.rows.js';
import { FORGET_ROWS } from './table/forget.rows.js';
import { MODERATION_ROWS } from './table/moderation.rows.js';
import { TRAINER_ROWS } from './table/trainers.rows.js';
import { DISCUSSION_ROWS } from './table/discussion.rows.js';
import { PHOTO_ROWS } from './table/photos.rows.js';
import { PLAYMATE_ROWS } from './table/playmates.rows.js';

export { readsListing, readsPrivate, type Case, type Row } from './table/cells.js';

/**
 * The authorization matrix: a row for every HTTP route the server registers,
 * with each role's expected status (docs/api.md). Known leaks: known-leaks.ts.
 */
export const TABLE: Row[] = [
  ...ACCOUNT_SECURITY_ROWS,
  ...ACCOUNT_AND_DOG_ROWS,
  ...GROUP_AND_POST_ROWS,
  ...GROUP_MANAGEMENT_ROWS,
  ...MEETUP_AND_OPERATION_ROWS,
  ...MEETUP_SERIES_ROWS,
  ...SITE_ROWS,
  ...NOTIFICATION_ROWS,
  ...MEETUP_DAY_ROWS,
  ...FORGET_ROWS,
  ...SEARCH_ROWS,
  ...DISCUSSION_ROWS,
  ...PHOTO_ROWS,
  ...PLAYMATE_ROWS,
  // Fresh records, invites and meetups; each role ends up linked to one of the organizer's records.
  ...TRAINER_ROWS,
  // Last: its cells block, hide and suspend (fresh people and posts, blocks undone).
  ...MODERATION_ROWS,
];
