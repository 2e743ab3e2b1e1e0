/** The Nest module. */
export { MeetupsModule } from './meetups.module.js';

/** Facts and access policy for handlers of other modules (trainers set a meetup's clients). */
export { meetupDecider, meetupStream } from './domain/meetup.decider.js';
export { canSee } from './facts/meetup-access.js';
/** Who went to a meetup and their dogs, for album photos and tags. */
export { dogsOfThoseWhoWent, wentTo } from './facts/who-went.js';
/** Which dogs came to a meetup, for playmates' marks. */
export { dogsThatCame } from './facts/dogs-that-came.js';

/** Readers, queries on the bus, and how a meetup is shown (pages, cards, live updates). */
export { MeetupReader } from './queries/meetup-reader.js';
export { PublicMeetups } from './queries/public-meetups/public-meetups.js';
export { GetMeetup } from './queries/get-meetup/get-meetup.query.js';
export { GetAttendanceRecord } from './queries/attendance-record/attendance-record.query.js';
export { changedAttendees } from './queries/list-attendees/attendees.js';
export { eventShareCard, meetupWhen } from './queries/event-page/event-facts.js';
export { attendanceOf, dogPlacesOf, generalArea } from './meetup.response.js';

/** Commands other modules send: forgetting a member, or their leaving a group, withdraws RSVPs. */
export { SetRsvp } from './commands/set-rsvp/set-rsvp.command.js';
export { WithdrawRsvpsOfDepartedMember } from './reactions/withdraw-rsvps.command.js';
export { meetupSeriesDecider, seriesStream } from './domain/meetup-series.decider.js';
