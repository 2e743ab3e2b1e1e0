export { uploadKey } from './domain/object-keys.js';
