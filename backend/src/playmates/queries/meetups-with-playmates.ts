import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import { RSVPS } from '../../contracts/read-models.js';
import { PlaymateReader } from './playmate-reader.js';
import { ownPlaymates } from './playmates-going/playmates-going.query-handler.js';

/**
 * The meetups where at least one of the viewer's dogs' playmates is going,
 * for search's "with my dogs' playmates" filter. It only narrows what the
 * search already lets the viewer see: it reveals no meetup of its own.
 */
export async function meetupsWithPlaymates(
  store: DocumentStore,
  viewerId: string,
  now: Date,
): Promise<Set<string>> {
  const reader = new PlaymateReader(store, { now: () => now });
  const dogs = await ownPlaymates(reader, { id: viewerId });
  const playmateIds = [...new Set(dogs.flatMap((dog) => dog.playmates.map((p) => p.id)))];
  if (playmateIds.length === 0) return new Set();
  const going = await store
    .collection(RSVPS)
    .find({ status: 'going', dogIds: { $in: playmateIds } }, { projection: { meetupId: 1 } });
  return new Set(going.map((rsvp) => rsvp.meetupId));
}
