import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { NO_ENTRY_RULES } from '../../../contracts/entry-rules.js';
import type { EligibilityResponse } from '../../../contracts/groups.js';
import { DOGS, GROUPS } from '../../../contracts/read-models.js';
import { checkDog, combineRules } from '../../../groups/index.js';
import { MeetupReader } from '../meetup-reader.js';
import { GetMeetupEligibility } from './meetup-eligibility.query.js';
import { localDate } from '../../../contracts/local-time.js';

@QueryHandler(GetMeetupEligibility)
export class GetMeetupEligibilityHandler implements IQueryHandler<GetMeetupEligibility> {
  constructor(
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
  ) {}

  /** The same check an RSVP meets (meetup-rsvp.decider.ts), read from the read models. */
  async execute({ meetupId, viewer }: GetMeetupEligibility): Promise<EligibilityResponse> {
    const meetup = await this.meetups.find({ _id: meetupId }, viewer);
    const [group, dogs] = await Promise.all([
      meetup.groupId
        ? this.store
            .collection(GROUPS)
            .findOne({ _id: meetup.groupId }, { projection: { rules: 1 } })
        : null,
      this.store
        .collection(DOGS)
        .find({ ownerId: viewer.id }, { sort: { createdAt: 1, name: 1, _id: 1 } }),
    ]);
    const rules = combineRules(group?.rules ?? NO_ENTRY_RULES, meetup.rules ?? null);
    const onDate = localDate(meetup.startsAt, meetup.timeZone);
    return {
      rules,
      onDate,
      dogs: dogs.map((dog) => checkDog(rules, { ...dog, dogId: dog._id }, onDate, 'this meetup')),
    };
  }
}
