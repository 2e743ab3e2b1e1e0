import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RSVPS } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { MeetupReader } from '../meetup-reader.js';
import { GetRsvp } from './get-rsvp.query.js';
import type { RsvpResponse } from '../../../contracts/meetups.js';

@QueryHandler(GetRsvp)
export class GetRsvpHandler implements IQueryHandler<GetRsvp> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({ meetupId, viewer }: GetRsvp): Promise<RsvpResponse> {
    // A meetup the caller may not see (a private group's, to a non-member) is
    // "not found", as on every other meetup read, not an empty answer.
    await this.meetups.find({ _id: meetupId }, viewer);
    const userId = viewer.id;
    const rsvps = this.store.collection(RSVPS);
    const rsvp = await rsvps.findOne({ _id: `${meetupId}:${userId}` });
    if (!rsvp) return { status: null, dogIds: [], arrivalSlot: null, waitlistPosition: null };
    const ahead =
      rsvp.status === 'waitlisted'
        ? await rsvps.countDocuments({
            meetupId,
            status: 'waitlisted',
            queuedAt: { $lt: rsvp.queuedAt },
          })
        : null;
    return {
      status: rsvp.status,
      dogIds: [...rsvp.dogIds],
      arrivalSlot: rsvp.arrivalSlot ?? null,
      waitlistPosition: ahead === null ? null : ahead + 1,
    };
  }
}
