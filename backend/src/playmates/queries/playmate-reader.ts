import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { BLOCKS, SUSPENSIONS, isSuspended } from '../../contracts/moderation.js';
import type { PlaymateDog } from '../../contracts/playmates.js';
import {
  DOGS,
  PLAYMATE_BARRIERS,
  PLAYMATE_LINKS,
  barrierOfDog,
  type DogDocument,
} from '../../contracts/read-models.js';
import type { AuthenticatedUser } from '../../http/request-context.js';
import { CLOCK, type Clock } from '../../shared/clock.port.js';
import { dogNotFound } from '../domain/playmates.decider.js';

/**
 * Reads playmates for their owners only. Links come from the playmates
 * projection, which has already ended those a block, a forgotten member or
 * a dog turned off ended; here the dogs of members suspended now, and dogs
 * no longer there, are left out of every list.
 */
@Injectable()
export class PlaymateReader {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The dog, if the viewer owns it; 404 otherwise (another's dog is not there for them). */
  async ownDog(dogId: string, viewer: AuthenticatedUser): Promise<DogDocument> {
    const dog = await this.store.collection(DOGS).findOne({ _id: dogId });
    if (dog?.ownerId !== viewer.id) throw dogNotFound();
    return dog;
  }

  /** The viewer's dogs. */
  ownDogs(viewer: { id: string }): Promise<DogDocument[]> {
    return this.store.collection(DOGS).find({ ownerId: viewer.id }, { sort: { name: 1 } });
  }

  /** Of `dogIds`, those whose owners turned playmates off. */
  async turnedOff(dogIds: readonly string[]): Promise<Set<string>> {
    if (dogIds.length === 0) return new Set();
    const barriers = await this.store
      .collection(PLAYMATE_BARRIERS)
      .find({ _id: { $in: dogIds.map(barrierOfDog) } });
    return new Set(barriers.map((barrier) => barrier._id.slice('dog:'.length)));
  }

  /** Members suspended now, of `userIds`. */
  async suspended(userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const now = this.clock.now();
    const suspensions = await this.store
      .collection(SUSPENSIONS)
      .find({ _id: { $in: [...new Set(userIds)] } });
    return new Set(suspensions.filter((s) => isSuspended(s, now)).map((s) => s._id));
  }

  /** Members the viewer blocked or who blocked the viewer. */
  async blockedEitherWay(viewerId: string): Promise<Set<string>> {
    const blocks = await this.store
      .collection(BLOCKS)
      .find({ $or: [{ blockerId: viewerId }, { blockedId: viewerId }] });
    return new Set(blocks.map((b) => (b.blockerId === viewerId ? b.blockedId : b.blockerId)));
  }

  /**
   * Each of `dogIds`' playmates (the viewer's own dogs, turned on), as their
   * owner sees them: dogs still there, of members not suspended now.
   */
  async playmatesOf(dogIds: readonly string[]): Promise<Map<string, PlaymateDog[]>> {
    const found = new Map<string, PlaymateDog[]>(dogIds.map((id) => [id, []]));
    if (dogIds.length === 0) return found;
    const links = await this.store
      .collection(PLAYMATE_LINKS)
      .find({ dogIds: { $in: [...dogIds] } });
    const otherOf = (link: (typeof links)[number], own: string) =>
      link.dogIds[0] === own ? link.dogIds[1] : link.dogIds[0];
    const otherIds = [...new Set(links.flatMap((link) => link.dogIds))];
    const dogs = otherIds.length
      ? await this.store.collection(DOGS).find({ _id: { $in: otherIds } })
      : [];
    const suspended = await this.suspended(dogs.map((dog) => dog.ownerId));
    const shown = new Map(
      dogs.filter((dog) => !suspended.has(dog.ownerId)).map((dog) => [dog._id, dog.name]),
    );
    for (const link of links) {
      for (const own of link.dogIds) {
        const other = otherOf(link, own);
        const name = shown.get(other);
        if (found.has(own) && name !== undefined) found.get(own)!.push({ id: other, name });
      }
    }
    for (const list of found.values()) list.sort((a, b) => a.name.localeCompare(b.name));
    return found;
  }
}
