/** Where a member's uploads are kept (forgetting a member deletes them). */
export { uploadKey } from './domain/object-keys.js';
