import {
  EventStoreUnavailableError,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type EventToAppend,
} from '../contracts/event-store.js';
import { unavailable } from './errors.js';

/** Waits before each retry of an append the engine did not answer (ms); then gives up. */
const RETRY_DELAYS_MS = [50, 200, 800];

/**
 * Appends, retrying while the engine is unavailable. An unavailable append
 * may have been stored with its answer lost; the retry carries the same event
 * ids, which the port makes idempotent, so it answers with what was stored
 * instead of storing twice. When the engine stays away, the caller gets a 503
 * ("try again"), never a 500 and never a false "refused".
 */
export async function appendRetrying(
  store: Pick<EventStore, 'append'>,
  stream: string,
  events: readonly EventToAppend[],
  options: AppendOptions,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<AppendResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await store.append(stream, events, options);
    } catch (error) {
      if (!(error instanceof EventStoreUnavailableError)) throw error;
      const delay = delaysMs[attempt];
      if (delay === undefined) {
        throw unavailable(
          'EVENT_STORE.UNAVAILABLE',
          'PackMeet cannot save changes right now. Please try again in a moment.',
          1,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
