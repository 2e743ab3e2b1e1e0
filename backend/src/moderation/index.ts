/** Facts other handlers ask before they act: has this person blocked that one. */
export { blocksOf, isBlockedBy } from './facts/blocked-by.js';
export { isSuspendedAt } from './facts/suspended.js';

/** Access policy for readers: what a viewer sees once blocks and hidden content are applied. */
export { blockedBy, visibleTo } from './queries/visible-content.js';
