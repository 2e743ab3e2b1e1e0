import { userDecider, userStream } from '../../accounts/index.js';
import type { Aggregates } from '../../shared/aggregates.js';

/** What the rules need of the caller's account: are they a trainer, and their name for invites. */
export async function trainerFacts(
  aggregates: Aggregates,
  userId: string,
): Promise<{ isTrainer: boolean; name: string }> {
  const user = await aggregates.load(userStream(userId), userDecider);
  if (user.status !== 'registered') return { isTrainer: false, name: '' };
  const { isTrainer, firstName, lastName } = user.profile;
  return { isTrainer, name: `${firstName} ${lastName}`.trim() };
}
