import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import type { PlaymateDog, PlaymatesGoingResponse } from '../../../contracts/playmates.js';
import { RSVPS } from '../../../contracts/read-models.js';
import { MeetupReader } from '../../../meetups/index.js';
import { PlaymateReader } from '../playmate-reader.js';
import { GetPlaymatesGoing } from './playmates-going.query.js';

@QueryHandler(GetPlaymatesGoing)
export class GetPlaymatesGoingHandler implements IQueryHandler<GetPlaymatesGoing> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
    @Inject(PlaymateReader) private readonly playmates: PlaymateReader,
  ) {}

  async execute({ meetupId, viewer }: GetPlaymatesGoing): Promise<PlaymatesGoingResponse> {
    // A meetup the viewer may not see is not there: no playmate reveals it.
    await this.meetups.find({ _id: meetupId }, viewer);
    const byDog = await ownPlaymates(this.playmates, viewer);
    const playmateIds = [...new Set(byDog.flatMap((dog) => dog.playmates.map((p) => p.id)))];
    if (playmateIds.length === 0) return { meetupId, dogs: [] };
    const going = await this.store
      .collection(RSVPS)
      .find({ meetupId, status: 'going', dogIds: { $in: playmateIds } });
    const goingIds = new Set(going.flatMap((rsvp) => rsvp.dogIds));
    return { meetupId, dogs: withPlaymatesIn(byDog, goingIds) };
  }
}

/** One of the viewer's dogs (turned on) with its playmates. */
export interface DogWithPlaymates {
  id: string;
  name: string;
  playmates: PlaymateDog[];
}

/** The viewer's dogs (turned on), each with its playmates. */
export async function ownPlaymates(
  playmates: PlaymateReader,
  viewer: { id: string },
): Promise<DogWithPlaymates[]> {
  const dogs = await playmates.ownDogs(viewer);
  const off = await playmates.turnedOff(dogs.map((dog) => dog._id));
  const on = dogs.filter((dog) => !off.has(dog._id));
  const found = await playmates.playmatesOf(on.map((dog) => dog._id));
  return on.map((dog) => ({ id: dog._id, name: dog.name, playmates: found.get(dog._id)! }));
}

/** The dogs with at least one playmate among `goingIds`, with those playmates. */
export function withPlaymatesIn(
  dogs: readonly DogWithPlaymates[],
  goingIds: ReadonlySet<string>,
): DogWithPlaymates[] {
  return dogs.flatMap((dog) => {
    const going = dog.playmates.filter((playmate) => goingIds.has(playmate.id));
    return going.length > 0 ? [{ ...dog, playmates: going }] : [];
  });
}
