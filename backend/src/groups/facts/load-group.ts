import type { Aggregates } from '../../shared/aggregates.js';
import type { DomainError } from '../../shared/errors.js';
import {
  existsFor,
  groupDecider,
  groupNotFound,
  groupStream,
  isMember,
  type GroupState,
} from '../domain/group.decider.js';
import { postDecider, postStream } from '../domain/post.decider.js';

/**
 * The group's current state; 404 when it was never created, or, given the
 * user who acts (`seenBy`), when it does not exist for them (an invite-only
 * group for outsiders, existsFor). `missing` is the 404 to answer, e.g. the
 * post's when acting on a post.
 */
export async function loadGroup(
  aggregates: Aggregates,
  groupId: string,
  { seenBy, missing = groupNotFound }: { seenBy?: string; missing?: () => DomainError } = {},
): Promise<GroupState & { status: 'created' }> {
  const state = await aggregates.load(groupStream(groupId), groupDecider);
  if (state.status !== 'created') throw missing();
  if (seenBy !== undefined && !existsFor(state, seenBy)) throw missing();
  return state;
}

/** The group a post belongs to; null when there is no such post. */
export async function groupOfPost(aggregates: Aggregates, postId: string): Promise<string | null> {
  const post = await aggregates.load(postStream(postId), postDecider);
  return post.status === 'none' ? null : post.groupId;
}

export { isMember };
