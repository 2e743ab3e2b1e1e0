import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { RSVPS } from '../../../contracts/read-models.js';
import type { AttendeeDay } from '../../../contracts/meetup-day.js';
import { MeetupReader } from '../meetup-reader.js';
import { GetMyDay } from './my-day.query.js';

@QueryHandler(GetMyDay)
export class GetMyDayHandler implements IQueryHandler<GetMyDay> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({ meetupId, viewer }: GetMyDay): Promise<AttendeeDay> {
    await this.meetups.find({ _id: meetupId }, viewer);
    const rsvp = await this.store.collection(RSVPS).findOne({ _id: `${meetupId}:${viewer.id}` });
    const day = rsvp?.day;
    return {
      status: day?.status ?? null,
      lateMinutes: day?.lateMinutes ?? null,
      checkedIn: day?.checkedIn ?? false,
      statusAt: day?.statusAt ?? null,
    };
  }
}
