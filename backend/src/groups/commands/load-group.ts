import type { EventStore } from '../../event-store/event-store.port.js';
import { loadState } from '../../shared/load-state.js';
import {
  groupDecider,
  groupNotFound,
  groupStream,
  isMember,
  type GroupState,
} from '../domain/group.decider.js';

/** The group's state from its own stream; 404 when it was never created. */
export async function loadGroup(
  store: EventStore,
  groupId: string,
): Promise<GroupState & { status: 'created' }> {
  const state = await loadState(store, groupStream(groupId), groupDecider);
  if (state.status !== 'created') throw groupNotFound();
  return state;
}

/** The group a post belongs to, from the post's first event; null when there is no such post. */
export async function groupOfPost(store: EventStore, postId: string): Promise<string | null> {
  for await (const stored of store.readStream(`post-${postId}`)) {
    return (stored.data as { groupId: string }).groupId;
  }
  return null;
}

export { isMember };
