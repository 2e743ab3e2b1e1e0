import type { Aggregates } from '../../shared/aggregates.js';
import { dogsDecider, dogsStream } from '../../dogs/index.js';
import type { DogFacts } from '../domain/entry-rules.js';

/**
 * The owner's dogs among `dogIds` (all of them without), as their profiles say
 * now (the dogs stream, not a read model: the rules judge what the owner last
 * wrote). Ids that are not theirs are left out, so the decider sees fewer dogs
 * than were asked for and refuses.
 */
export async function ownersDogs(
  aggregates: Aggregates,
  ownerId: string,
  dogIds?: readonly string[],
): Promise<DogFacts[]> {
  const dogs = await aggregates.load(dogsStream(ownerId), dogsDecider);
  return (dogIds ?? [...dogs.keys()]).flatMap((dogId) => {
    const dog = dogs.get(dogId);
    return dog ? [{ ...dog, dogId }] : [];
  });
}
