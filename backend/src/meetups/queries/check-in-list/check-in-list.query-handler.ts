import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { DOGS, RSVPS } from '../../../contracts/read-models.js';
import type { CheckInEntry, CheckInListResponse } from '../../../contracts/meetup-day.js';
import { usersById } from '../../../groups/index.js';
import { MeetupReader } from '../meetup-reader.js';
import { requireOrganizer } from '../meetup-day-access.js';
import { GetCheckInList } from './check-in-list.query.js';

@QueryHandler(GetCheckInList)
export class GetCheckInListHandler implements IQueryHandler<GetCheckInList> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async execute({ meetupId, viewer }: GetCheckInList): Promise<CheckInListResponse> {
    const meetup = await this.meetups.find({ _id: meetupId }, viewer);
    await requireOrganizer(this.store, meetup, viewer, 'the check-in list');
    const rsvps = await this.store
      .collection(RSVPS)
      .find({ meetupId, status: 'going' }, { sort: { respondedRevision: 1 } });
    const dogIds = rsvps.flatMap((rsvp) => rsvp.dogIds);
    const [people, dogs] = await Promise.all([
      usersById(
        this.store,
        rsvps.map((rsvp) => rsvp.userId),
      ),
      dogIds.length > 0
        ? this.store.collection(DOGS).find({ _id: { $in: dogIds } })
        : Promise.resolve([]),
    ]);
    const dogNames = new Map(dogs.map((dog) => [dog._id, dog.name]));
    const entries = rsvps.flatMap((rsvp): CheckInEntry[] => {
      const person = people.get(rsvp.userId);
      if (!person) return [];
      return [
        {
          user: {
            id: person._id,
            firstName: person.firstName,
            lastName: person.lastName,
            username: person.username,
          },
          dogs: rsvp.dogIds.flatMap((id) => {
            const name = dogNames.get(id);
            return name === undefined ? [] : [{ id, name }];
          }),
          day: {
            status: rsvp.day?.status ?? null,
            lateMinutes: rsvp.day?.lateMinutes ?? null,
            checkedIn: rsvp.day?.checkedIn ?? false,
            statusAt: rsvp.day?.statusAt ?? null,
          },
          noShow: rsvp.day?.noShow ?? false,
        },
      ];
    });
    return { meetupId, entries };
  }
}
