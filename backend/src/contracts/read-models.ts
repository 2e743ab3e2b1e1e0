/**
 * The public shapes of the read models: what queries read and what the
 * frontend may import types from. Every document also carries `_position`,
 * the runner's idempotency stamp (a string or a number, as the store says),
 * which queries never return.
 */
export type { ArrivalSlotPlan, Attendance, DogsGoing, SizeLimits } from './meetups.js';
export * from './read-models/document.js';
export * from './read-models/user.read-models.js';
export * from './read-models/group.read-models.js';
export * from './read-models/meetup.read-models.js';
export * from './read-models/city.read-models.js';
export * from './read-models/photo.read-models.js';
export * from './read-models/playmate.read-models.js';
