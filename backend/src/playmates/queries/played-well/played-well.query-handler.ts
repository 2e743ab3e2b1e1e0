import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { PLAYMATE_MARK_WINDOW_MS, type PlayedWellResponse } from '../../../contracts/playmates.js';
import {
  DOGS,
  PLAYED_WELL_MARKS,
  RSVPS,
  type RsvpDocument,
} from '../../../contracts/read-models.js';
import { MeetupReader } from '../../../meetups/index.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { PlaymateReader } from '../playmate-reader.js';
import { GetPlayedWell } from './played-well.query.js';

/** Came: checked in, or said they arrived, and not recorded as a no-show (as the day decides). */
const came = (rsvp: RsvpDocument) =>
  rsvp.day !== undefined &&
  !rsvp.day.noShow &&
  (rsvp.day.checkedIn || rsvp.day.status === 'arrived' || rsvp.day.status === 'left_early');

@QueryHandler(GetPlayedWell)
export class GetPlayedWellHandler implements IQueryHandler<GetPlayedWell> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
    @Inject(PlaymateReader) private readonly playmates: PlaymateReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ meetupId, viewer }: GetPlayedWell): Promise<PlayedWellResponse> {
    const meetup = await this.meetups.find({ _id: meetupId }, viewer);
    const end = Date.parse(meetup.endsAt);
    const now = this.clock.now().getTime();
    const answer = {
      meetupId,
      open: now >= end && now <= end + PLAYMATE_MARK_WINDOW_MS,
      closesAt: new Date(end + PLAYMATE_MARK_WINDOW_MS).toISOString(),
    };
    const rsvps = (await this.store.collection(RSVPS).find({ meetupId, status: 'going' })).filter(
      came,
    );
    const mine = rsvps.find((rsvp) => rsvp.userId === viewer.id);
    if (!mine || mine.dogIds.length === 0) return { ...answer, dogs: [] };
    // Blocked owners (either way) and suspended ones are not offered; nor dogs turned off.
    const [blocked, suspended] = await Promise.all([
      this.playmates.blockedEitherWay(viewer.id),
      this.playmates.suspended(rsvps.map((rsvp) => rsvp.userId)),
    ]);
    const othersIds = rsvps
      .filter((rsvp) => rsvp.userId !== viewer.id)
      .filter((rsvp) => !blocked.has(rsvp.userId) && !suspended.has(rsvp.userId))
      .flatMap((rsvp) => rsvp.dogIds);
    const allIds = [...mine.dogIds, ...othersIds];
    const [dogs, off, marks] = await Promise.all([
      this.store.collection(DOGS).find({ _id: { $in: allIds } }),
      this.playmates.turnedOff(allIds),
      this.store.collection(PLAYED_WELL_MARKS).find({ meetupId, userId: viewer.id }),
    ]);
    const names = new Map(dogs.map((dog) => [dog._id, dog.name]));
    const marked = new Set(marks.map((mark) => `${mark.dogId}:${mark.otherDogId}`));
    const others = othersIds.filter((id) => names.has(id) && !off.has(id));
    return {
      ...answer,
      dogs: mine.dogIds
        .filter((id) => names.has(id) && dogs.find((dog) => dog._id === id)?.ownerId === viewer.id)
        .map((id) => ({
          id,
          name: names.get(id)!,
          enabled: !off.has(id),
          others: others.map((other) => ({
            id: other,
            name: names.get(other)!,
            marked: marked.has(`${id}:${other}`),
          })),
        })),
    };
  }
}
