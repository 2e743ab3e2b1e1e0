import type { EventStore } from '../../event-store/event-store.port.js';
import { fold } from '../../shared/decider.js';
import {
  groupDecider,
  groupNotFound,
  groupStream,
  isMember,
  type GroupState,
} from '../domain/group.decider.js';
import type { GroupEvent } from '../domain/group.events.js';

/**
 * The group's state from its own stream, for decisions about posts: the
 * event store is the command side's only source, never a read model.
 */
export async function loadGroup(
  store: EventStore,
  groupId: string,
): Promise<GroupState & { status: 'created' }> {
  const events: GroupEvent[] = [];
  for await (const stored of store.readStream(groupStream(groupId))) {
    events.push({ type: stored.type, data: stored.data } as GroupEvent);
  }
  const state = fold(groupDecider, events);
  if (state.status !== 'created') throw groupNotFound();
  return state;
}

export { isMember };

/** The group a post belongs to, from the post's first event; null when there is no such post. */
export async function groupOfPost(store: EventStore, postId: string): Promise<string | null> {
  for await (const stored of store.readStream(`post-${postId}`)) {
    return (stored.data as { groupId: string }).groupId;
  }
  return null;
}
