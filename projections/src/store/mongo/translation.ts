/**
 * Between the port's shapes and the MongoDB driver's: filters and updates as
 * sent (every `_id` a string, as the port promises), bulk operations, update
 * results and change events.
 */
import { randomUUID } from 'node:crypto';
import type {
  AnyBulkWriteOperation,
  ChangeStreamDocument,
  Filter as MongoFilter,
  UpdateFilter,
} from 'mongodb';
import type {
  BulkWriteOperation,
  ChangeEvent,
  Document,
  Filter,
  UpdateOperators,
  UpdateResult,
} from '../document-store.port.js';
import { isRecord } from './errors.js';

/** How documents look to the driver: string ids, anything else. */
export interface StoredDocument {
  _id: string;
  [field: string]: unknown;
}

export function asFilter(filter: Filter): MongoFilter<StoredDocument> {
  // Why the cast: port filters are MongoDB's own syntax, untyped; the server validates them.
  return filter as MongoFilter<StoredDocument>;
}

export function withId<T extends Document>(document: T): StoredDocument {
  return document._id === undefined ? { ...document, _id: randomUUID() } : document;
}

/**
 * The update as sent. For an upsert whose filter pins no `_id`, the inserted
 * document would get an ObjectId from the server; a $setOnInsert of a UUID keeps
 * every `_id` a string, as the port promises.
 */
export function asUpdate(
  filter: Filter,
  update: UpdateOperators,
  upsert: boolean,
): UpdateFilter<StoredDocument> {
  const pinsId =
    filterPinsId(filter) ||
    update.$set?._id !== undefined ||
    update.$setOnInsert?._id !== undefined;
  const sent =
    upsert && !pinsId
      ? { ...update, $setOnInsert: { ...update.$setOnInsert, _id: randomUUID() } }
      : update;
  return sent as UpdateFilter<StoredDocument>;
}

function filterPinsId(filter: Filter): boolean {
  if (filter._id !== undefined) return true;
  const clauses = filter.$and;
  return (
    Array.isArray(clauses) && clauses.some((clause) => isRecord(clause) && filterPinsId(clause))
  );
}

export function toDriverOperation(
  operation: BulkWriteOperation,
): AnyBulkWriteOperation<StoredDocument> {
  if ('insertOne' in operation)
    return { insertOne: { document: withId(operation.insertOne.document) } };
  if ('updateOne' in operation) {
    const { filter, update, upsert = false } = operation.updateOne;
    return {
      updateOne: { filter: asFilter(filter), update: asUpdate(filter, update, upsert), upsert },
    };
  }
  if ('updateMany' in operation) {
    const { filter, update, upsert = false } = operation.updateMany;
    return {
      updateMany: { filter: asFilter(filter), update: asUpdate(filter, update, upsert), upsert },
    };
  }
  if ('deleteOne' in operation)
    return { deleteOne: { filter: asFilter(operation.deleteOne.filter) } };
  return { deleteMany: { filter: asFilter(operation.deleteMany.filter) } };
}

export function toUpdateResult(result: {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId: unknown;
}): UpdateResult {
  return {
    matchedCount: result.matchedCount,
    modifiedCount: result.modifiedCount,
    upsertedCount: result.upsertedCount,
    upsertedId:
      result.upsertedId === null || result.upsertedId === undefined
        ? null
        : String(result.upsertedId),
  };
}

export function toChangeEvent(
  change: ChangeStreamDocument<StoredDocument>,
  collection: string,
): ChangeEvent | null {
  switch (change.operationType) {
    case 'insert':
    case 'update':
    case 'replace': {
      const event: ChangeEvent = {
        operationType: change.operationType,
        collection,
        documentKey: { _id: String(change.documentKey._id) },
      };
      // Why it may be missing: with updateLookup the document is read when the event is
      // delivered, so it is the latest version, or absent if it was deleted since.
      if (change.fullDocument) event.fullDocument = change.fullDocument;
      return event;
    }
    case 'delete':
      return {
        operationType: 'delete',
        collection,
        documentKey: { _id: String(change.documentKey._id) },
      };
    case 'drop':
    case 'rename':
    case 'dropDatabase':
      // A rename away from this name or onto it replaces everything under the name.
      return { operationType: 'drop', collection };
    default:
      return null;
  }
}
