import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import { BLOCKS } from '../../contracts/moderation.js';

/** The members `viewerId` has blocked: feeds leave out what they wrote, for the blocker only. */
export async function blockedBy(store: DocumentStore, viewerId: string): Promise<string[]> {
  const blocks = await store
    .collection(BLOCKS)
    .find({ blockerId: viewerId }, { projection: { blockedId: 1 } });
  return blocks.map((block) => block.blockedId);
}

/**
 * The filter a feed query adds for `viewerId`: the access policy's
 * canSeeContent as a query (nothing hidden by an organizer or administrator,
 * nothing by a member the viewer blocked).
 */
export async function visibleTo(store: DocumentStore, viewerId: string) {
  const blocked = await blockedBy(store, viewerId);
  return {
    hidden: { $exists: false },
    ...(blocked.length > 0 ? { authorId: { $nin: blocked } } : {}),
  };
}
