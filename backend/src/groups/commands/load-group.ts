import type { Aggregates } from '../../shared/aggregates.js';
import {
  groupDecider,
  groupNotFound,
  groupStream,
  isMember,
  type GroupState,
} from '../domain/group.decider.js';
import { postDecider, postStream } from '../domain/post.decider.js';

/** The group's current state; 404 when it was never created. */
export async function loadGroup(
  aggregates: Aggregates,
  groupId: string,
): Promise<GroupState & { status: 'created' }> {
  const state = await aggregates.load(groupStream(groupId), groupDecider);
  if (state.status !== 'created') throw groupNotFound();
  return state;
}

/** The group a post belongs to; null when there is no such post. */
export async function groupOfPost(aggregates: Aggregates, postId: string): Promise<string | null> {
  const post = await aggregates.load(postStream(postId), postDecider);
  return post.status === 'none' ? null : post.groupId;
}

export { isMember };
