import { isBlocked } from '../../contracts/access-policy.js';
import type { Aggregates } from '../../shared/aggregates.js';
import { blocksDecider, blocksStream } from '../domain/blocks.decider.js';

/**
 * Whether `blockerId` has blocked `userId` (the access policy's isBlocked),
 * from the blocker's own stream: command handlers of other modules ask it and
 * pass the answer to their deciders (a meetup's organizer, a group's owner).
 * Commands read no read model, so the blocker's stream is the command side's
 * source; queries read the same list from the blocks read model.
 */
export async function isBlockedBy(
  aggregates: Aggregates,
  blockerId: string | null,
  userId: string,
): Promise<boolean> {
  if (blockerId === null || blockerId === userId) return false;
  const blocked = await aggregates.load(blocksStream(blockerId), blocksDecider);
  return isBlocked(blocked, userId);
}

/** The members `userId` has blocked, from their own stream (for deciders that ask the policy's blockedEitherWay). */
export async function blocksOf(aggregates: Aggregates, userId: string): Promise<string[]> {
  return [...(await aggregates.load(blocksStream(userId), blocksDecider))];
}
