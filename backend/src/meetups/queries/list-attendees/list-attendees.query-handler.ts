import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { MeetupReader } from '../meetup-reader.js';
import { attendeesAfter } from './attendees.js';
import { ListAttendees } from './list-attendees.query.js';
import type { AttendeeResponse } from '../../../contracts/meetups.js';

@QueryHandler(ListAttendees)
export class ListAttendeesHandler implements IQueryHandler<ListAttendees> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({ meetupId, viewer, take, after }: ListAttendees): Promise<AttendeeResponse[]> {
    // Every page asks again: a private group's meetup stays hidden whatever the cursor names.
    await this.meetups.find({ _id: meetupId }, viewer);
    return attendeesAfter(this.store, meetupId, viewer !== null, after, take);
  }
}
