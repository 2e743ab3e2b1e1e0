import type { PackMeetEventType, StoredPackMeetEvent } from '@packmeet/backend/contracts/events';
import type {
  BulkWriteOperation,
  Document,
  Filter,
  IndexSpec,
} from './store/document-store.port.js';

/*
 * A projection is data plus pure functions: for each event type it handles, a
 * function from the event to the document changes it causes, written in
 * MongoDB's update language. The runner applies them, records the event's
 * position on every document it touches (so re-delivery changes nothing) and
 * keeps the checkpoint. A projection never writes by itself.
 */

/** One write to one of the projection's own collections. */
export type DocumentChange = { collection: string } & BulkWriteOperation;

/** Read-only access to the projection's own collections, for lookups while folding. */
export interface ProjectionView {
  findOne<T extends Document = Document>(collection: string, filter: Filter): Promise<T | null>;
  find<T extends Document = Document>(collection: string, filter: Filter): Promise<T[]>;
}

export type EventOfType<Type extends PackMeetEventType> = Extract<
  StoredPackMeetEvent,
  { type: Type }
>;

export type ProjectionHandlers = {
  [Type in PackMeetEventType]?: (
    event: EventOfType<Type>,
    view: ProjectionView,
  ) => DocumentChange[] | Promise<DocumentChange[]>;
};

export interface Projection {
  /** Stable name: the checkpoint's key and the replay CLI's argument. */
  name: string;
  /** Bump when the fold changes; a stored checkpoint of another version means: rebuild. */
  version: number;
  /** Collections this projection owns; nothing else writes them. */
  collections: readonly string[];
  indexes?: readonly { collection: string; spec: IndexSpec }[];
  handlers: ProjectionHandlers;
}

export function defineProjection(projection: Projection): Projection {
  return projection;
}

/** Shorthands that keep projection files readable. */
export const upsert = (
  collection: string,
  _id: string,
  update: Extract<BulkWriteOperation, { updateOne: unknown }>['updateOne']['update'],
): DocumentChange => ({ collection, updateOne: { filter: { _id }, update, upsert: true } });

export const update = (
  collection: string,
  filter: Filter,
  change: Extract<BulkWriteOperation, { updateOne: unknown }>['updateOne']['update'],
): DocumentChange => ({ collection, updateOne: { filter, update: change } });

export const updateAll = (
  collection: string,
  filter: Filter,
  change: Extract<BulkWriteOperation, { updateMany: unknown }>['updateMany']['update'],
): DocumentChange => ({ collection, updateMany: { filter, update: change } });

export const remove = (collection: string, filter: Filter): DocumentChange => ({
  collection,
  deleteOne: { filter },
});
