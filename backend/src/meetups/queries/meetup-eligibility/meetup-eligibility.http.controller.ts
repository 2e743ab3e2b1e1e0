import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import type { EligibilityResponse } from '../../../contracts/groups.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { GetMeetupEligibility } from './meetup-eligibility.query.js';

/** Which of the caller's dogs may come to a meetup, and why not: what the event page shows. */
@Controller('api/meetups')
@UseGuards(RequireUser)
export class MeetupEligibilityController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/eligibility')
  eligibility(
    @Param('id') meetupId: string,
    @SignedIn() caller: Caller,
  ): Promise<EligibilityResponse> {
    return this.queryBus.execute(new GetMeetupEligibility(meetupId, caller.user));
  }
}
