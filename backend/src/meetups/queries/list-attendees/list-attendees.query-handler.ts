import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOGS,
  RSVPS,
  type DogDocument,
  type RsvpDocument,
} from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { usersById } from '../../../groups/queries/group-access.js';
import { toAttendees } from '../../attendee.response.js';
import { MeetupReader } from '../meetup-reader.js';
import { ListAttendees } from './list-attendees.query.js';
import type { AttendeeResponse } from '../../../contracts/meetups.js';

@QueryHandler(ListAttendees)
export class ListAttendeesHandler implements IQueryHandler<ListAttendees> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({ meetupId, viewer }: ListAttendees): Promise<AttendeeResponse[]> {
    await this.meetups.find({ _id: meetupId }, viewer);
    return attendeesOf(this.store, meetupId, viewer !== null);
  }
}

/** Everyone who answered, with their people and dogs joined in. */
export async function attendeesOf(
  store: DocumentStore,
  meetupId: string,
  signedIn: boolean,
): Promise<AttendeeResponse[]> {
  const rsvps = await store.collection<RsvpDocument>(RSVPS).find({ meetupId });
  const dogIds = rsvps.flatMap((rsvp) => rsvp.dogIds);
  const [people, dogs] = await Promise.all([
    usersById(
      store,
      rsvps.map((rsvp) => rsvp.userId),
    ),
    dogIds.length > 0
      ? store.collection<DogDocument>(DOGS).find({ _id: { $in: dogIds } })
      : Promise.resolve([]),
  ]);
  return toAttendees(rsvps, people, dogs, signedIn);
}
