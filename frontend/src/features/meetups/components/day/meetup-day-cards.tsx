import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { dayPhase, useNow } from '../../lib/meetup-day';
import { AfterMeetupCard, NotesSummaryCard } from './after-meetup-card';
import { CheckInCard } from './check-in-card';
import { DayBoardCard } from './day-board-card';

/**
 * The day's cards on the event page: the live board from an hour before the start to the end,
 * the organizers' check-in list from then on, and after the end the note for those who came
 * and the organizers' summary. Nothing before the day or for a cancelled meetup.
 */
export function MeetupDayCards({
  meetup,
  signedIn,
  organizes,
}: {
  meetup: MeetupResponse;
  signedIn: boolean;
  /** The organizer, or the owner or a co-organizer of the group (the server decides anyway). */
  organizes: boolean;
}) {
  const phase = dayPhase(meetup, useNow());
  if (phase === 'before' || meetup.status === 'cancelled') return null;
  return (
    <>
      {phase === 'live' ? <DayBoardCard meetup={meetup} signedIn={signedIn} /> : null}
      {organizes ? <CheckInCard meetupId={meetup.id} phase={phase} /> : null}
      {phase === 'after' && signedIn ? <AfterMeetupCard meetup={meetup} /> : null}
      {phase === 'after' && organizes ? <NotesSummaryCard meetupId={meetup.id} /> : null}
    </>
  );
}
