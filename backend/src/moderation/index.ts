export { isBlockedBy } from './commands/blocked-by.js';
export { blockedBy, isVisible, visibleTo } from './queries/visible-content.js';
