import { isSuspended } from '../../contracts/moderation.js';
import type { Aggregates } from '../../shared/aggregates.js';
import { suspensionDecider, suspensionStream } from '../domain/suspension.decider.js';

/**
 * Whether the member is suspended at `now`, from their suspension stream:
 * for command handlers of other modules (commands read no read model).
 */
export async function isSuspendedAt(
  aggregates: Aggregates,
  userId: string,
  now: Date,
): Promise<boolean> {
  const suspension = await aggregates.load(suspensionStream(userId), suspensionDecider);
  return suspension !== null && isSuspended(suspension, now);
}
