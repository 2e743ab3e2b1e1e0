import type { GlobalPosition } from '@packmeet/backend/events';

/*
 * Positions are bigints, and EventStoreDB's do not fit in a double. Documents
 * store them as fixed-width decimal strings, which compare in the same order in
 * MongoDB and mingo ($lt on strings is lexicographic). 39 digits hold 2^128.
 */
const WIDTH = 39;

export function positionKey(position: GlobalPosition): string {
  return position.toString().padStart(WIDTH, '0');
}

export function fromPositionKey(key: string): GlobalPosition {
  return BigInt(key);
}
