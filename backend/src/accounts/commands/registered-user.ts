import type { Aggregates } from '../../shared/aggregates.js';
import { userDecider, userStream, type UserState } from '../domain/user.decider.js';
import { notFound } from '../../shared/errors.js';

/** The signed-in caller's user state; their stream always exists, so a miss is a 404. */
export async function registeredUser(
  aggregates: Aggregates,
  userId: string,
): Promise<Extract<UserState, { status: 'registered' }>> {
  const state = await aggregates.load(userStream(userId), userDecider);
  if (state.status !== 'registered') throw notFound('ACCOUNTS.USER_NOT_FOUND', 'User not found');
  return state;
}
