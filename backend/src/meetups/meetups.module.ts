import { Module } from '@nestjs/common';
import { ScheduleMeetupController } from './commands/schedule-meetup/schedule-meetup.http.controller.js';
import { ScheduleMeetupHandler } from './commands/schedule-meetup/schedule-meetup.handler.js';
import { SetRsvpController } from './commands/set-rsvp/set-rsvp.http.controller.js';
import { ChangeRsvpDogsController } from './commands/change-rsvp-dogs/change-rsvp-dogs.http.controller.js';
import { ChangeRsvpDogsHandler } from './commands/change-rsvp-dogs/change-rsvp-dogs.handler.js';
import { SetRsvpHandler } from './commands/set-rsvp/set-rsvp.handler.js';
import { UpdateMeetupController } from './commands/update-meetup/update-meetup.http.controller.js';
import {
  CancelMeetupHandler,
  UpdateMeetupHandler,
} from './commands/update-meetup/update-meetup.handler.js';
import { CalendarController } from './queries/calendar/calendar.http.controller.js';
import { EventPageController } from './queries/event-page/event-page.http.controller.js';
import { GetMeetupController } from './queries/get-meetup/get-meetup.http.controller.js';
import { GetMeetupHandler } from './queries/get-meetup/get-meetup.query-handler.js';
import { GetRsvpController } from './queries/get-rsvp/get-rsvp.http.controller.js';
import { GetRsvpHandler } from './queries/get-rsvp/get-rsvp.query-handler.js';
import { ListAttendeesController } from './queries/list-attendees/list-attendees.http.controller.js';
import { ListAttendeesHandler } from './queries/list-attendees/list-attendees.query-handler.js';
import { ListMeetupsController } from './queries/list-meetups/list-meetups.http.controller.js';
import {
  ListGroupMeetupsHandler,
  ListUpcomingMeetupsHandler,
} from './queries/list-meetups/list-meetups.query-handler.js';
import { MeetupHistoryController } from './queries/meetup-history/meetup-history.http.controller.js';
import { GetMeetupHistoryHandler } from './queries/meetup-history/meetup-history.query-handler.js';
import { MeetupReader } from './queries/meetup-reader.js';
import { PublicMeetups } from './queries/public-meetups/public-meetups.js';
import { SuggestVenuesController } from './queries/suggest-venues/suggest-venues.http.controller.js';
import { MeetupEligibilityController } from './queries/meetup-eligibility/meetup-eligibility.http.controller.js';
import { GetMeetupEligibilityHandler } from './queries/meetup-eligibility/meetup-eligibility.query-handler.js';
import { WithdrawRsvpsOfDepartedMemberHandler } from './reactions/withdraw-rsvps.handler.js';
import { seriesControllers, seriesProviders } from './series/series.providers.js';

/** Meetups, RSVPs with capacity and a fair waitlist, and what people see of them. */
@Module({
  controllers: [
    ListMeetupsController,
    ScheduleMeetupController,
    GetMeetupController,
    ListAttendeesController,
    SetRsvpController,
    ChangeRsvpDogsController,
    GetRsvpController,
    UpdateMeetupController,
    MeetupHistoryController,
    CalendarController,
    SuggestVenuesController,
    EventPageController,
    MeetupEligibilityController,
    ...seriesControllers,
  ],
  providers: [
    MeetupReader,
    PublicMeetups,
    ScheduleMeetupHandler,
    SetRsvpHandler,
    ChangeRsvpDogsHandler,
    UpdateMeetupHandler,
    CancelMeetupHandler,
    GetMeetupHandler,
    GetRsvpHandler,
    ListAttendeesHandler,
    ListGroupMeetupsHandler,
    ListUpcomingMeetupsHandler,
    GetMeetupHistoryHandler,
    GetMeetupEligibilityHandler,
    WithdrawRsvpsOfDepartedMemberHandler,
    ...seriesProviders,
  ],
  exports: [MeetupReader, PublicMeetups],
})
export class MeetupsModule {}
