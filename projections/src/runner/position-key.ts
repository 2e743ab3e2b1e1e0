import type { GlobalPosition } from '@packmeet/backend/contracts/event-store';

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

/**
 * The stamp written on documents as `_position`, for stores that keep number
 * stamps (see DocumentStore.positionStamps). SQLite rowids and EventStoreDB
 * log offsets stay far below 2^53; past it a number would round, so we stop.
 */
export function positionNumber(position: GlobalPosition): number {
  if (position > MAX_EXACT) {
    throw new Error(
      `Event position ${position} is beyond what a number stamp holds exactly; use a document store with string stamps`,
    );
  }
  return Number(position);
}

const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER);

/** What the runner records as a document's `_position`: see DocumentStore.positionStamps. */
export type PositionStamp = string | number;

/** The stamp function for a store's DocumentStore.positionStamps ('string' when unset). */
export function stampsFor(
  kind: 'string' | 'number' | undefined,
): (position: GlobalPosition) => PositionStamp {
  return kind === 'number' ? positionNumber : positionKey;
}
