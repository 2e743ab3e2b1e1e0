import { ACCOUNT_AND_GROUP_ROWS } from './table/accounts-groups.rows.js';
import type { Row } from './table/cells.js';
import { MEETUP_AND_OPERATION_ROWS } from './table/meetups-operations.rows.js';

export { readsPrivate, type Case, type Row } from './table/cells.js';

/**
 * The authorization matrix: a row for every HTTP route the server registers,
 * with each role's expected status (docs/api.md). Known leaks: known-leaks.ts.
 */
export const TABLE: Row[] = [...ACCOUNT_AND_GROUP_ROWS, ...MEETUP_AND_OPERATION_ROWS];
