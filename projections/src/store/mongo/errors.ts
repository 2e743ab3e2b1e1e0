/**
 * The driver's errors as the port's: a duplicate key (server code 11000) is a
 * DuplicateKeyError naming the key, also inside bulk writes, where the
 * driver's error carries no key of its own.
 */
import { MongoServerError, type WriteError } from 'mongodb';
import { DuplicateKeyError } from '../document-store.port.js';

export function toPortError(error: unknown, collection: string): Error {
  if (error instanceof MongoServerError && error.code === 11000) {
    return duplicateKeyError(collection, error.keyValue, error.message, error);
  }
  return error instanceof Error ? error : new Error(String(error));
}

export function fromWriteError(writeError: WriteError, collection: string): Error {
  if (writeError.code === 11000) {
    // Why read the raw error: bulk write errors carry keyValue only in the server's reply.
    const raw: unknown = writeError.err;
    const keyValue = isRecord(raw) && isRecord(raw.keyValue) ? raw.keyValue : idKeyOf(writeError);
    return duplicateKeyError(collection, keyValue, writeError.errmsg ?? '', writeError);
  }
  const error = new Error(writeError.errmsg ?? `write error ${writeError.code}`);
  error.cause = writeError;
  return error;
}

/**
 * `{ _id }` for a duplicate on the `_id` index, read from the failed operation:
 * the driver's bulk errors carry no keyValue, and callers tell an already
 * applied upsert by `'_id' in error.key`.
 */
function idKeyOf(writeError: WriteError): Record<string, unknown> | undefined {
  if (!(writeError.errmsg ?? '').includes('index: _id_ ')) return undefined;
  const operation: unknown = writeError.getOperation();
  if (!isRecord(operation)) return undefined;
  if (typeof operation._id === 'string') return { _id: operation._id };
  const query = operation.q;
  if (isRecord(query) && typeof query._id === 'string') return { _id: query._id };
  const update = operation.u;
  const inserted =
    isRecord(update) && isRecord(update.$setOnInsert) ? update.$setOnInsert._id : undefined;
  return typeof inserted === 'string' ? { _id: inserted } : undefined;
}

function duplicateKeyError(
  collection: string,
  keyValue: unknown,
  message: string,
  cause: unknown,
): DuplicateKeyError {
  const error = new DuplicateKeyError(collection, isRecord(keyValue) ? keyValue : {});
  // Why keep the server's text when the key is unknown: it names the index and the key.
  if (!isRecord(keyValue) && message !== '') error.message = message;
  error.cause = cause;
  return error;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
