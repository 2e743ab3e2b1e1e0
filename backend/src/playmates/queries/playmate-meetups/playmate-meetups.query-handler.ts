import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import type { PlaymateMeetupsResponse } from '../../../contracts/playmates.js';
import { MEETUPS, RSVPS } from '../../../contracts/read-models.js';
import { MeetupReader } from '../../../meetups/index.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { PlaymateReader } from '../playmate-reader.js';
import { ownPlaymates, withPlaymatesIn } from '../playmates-going/playmates-going.query-handler.js';
import { GetPlaymateMeetups } from './playmate-meetups.query.js';

/** Most meetups suggested at once. */
const MAX_SUGGESTIONS = 10;

@QueryHandler(GetPlaymateMeetups)
export class GetPlaymateMeetupsHandler implements IQueryHandler<GetPlaymateMeetups> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
    @Inject(PlaymateReader) private readonly playmates: PlaymateReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ viewer }: GetPlaymateMeetups): Promise<PlaymateMeetupsResponse> {
    const byDog = await ownPlaymates(this.playmates, viewer);
    const playmateIds = [...new Set(byDog.flatMap((dog) => dog.playmates.map((p) => p.id)))];
    if (playmateIds.length === 0) return { meetups: [] };
    const going = await this.store
      .collection(RSVPS)
      .find({ status: 'going', dogIds: { $in: playmateIds } });
    const meetupIds = [...new Set(going.map((rsvp) => rsvp.meetupId))];
    const upcoming = await this.store.collection(MEETUPS).find(
      {
        _id: { $in: meetupIds },
        status: 'scheduled',
        startsAt: { $gt: this.clock.now().toISOString() },
      },
      { sort: { startsAt: 1 } },
    );
    // Only meetups the viewer may see anyway: a playmate never reveals a private group's.
    const visible = await this.meetups.visibleTo(upcoming, viewer);
    const goingByMeetup = new Map<string, Set<string>>();
    for (const rsvp of going) {
      const ids = goingByMeetup.get(rsvp.meetupId) ?? new Set<string>();
      for (const id of rsvp.dogIds) ids.add(id);
      goingByMeetup.set(rsvp.meetupId, ids);
    }
    return {
      meetups: visible.slice(0, MAX_SUGGESTIONS).map((meetup) => ({
        meetupId: meetup._id,
        title: meetup.title,
        startsAt: meetup.startsAt,
        dogs: withPlaymatesIn(byDog, goingByMeetup.get(meetup._id)!),
      })),
    };
  }
}
