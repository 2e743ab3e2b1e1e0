import type { BoardPlace } from '@packmeet/backend/contracts/meetup-day';
import type { AttendeeResponse, MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUserId } from '@/lib/auth-token';
import { useGetAttendeesQuery } from '../../api/rsvp-api';
import { placesLeftText } from '../../lib/format';
import { BOARD_HEADINGS, byBoardPlace, dayCountsText } from '../../lib/meetup-day';
import { DayStatusControls } from './day-status-controls';

const ORDER: BoardPlace[] = ['arrived', 'on_my_way', 'running_late', 'left_early'];

function who(attendee: AttendeeResponse, place: BoardPlace): string {
  const dogs = attendee.dogs.map((dog) => dog.name).join(', ');
  const late =
    place === 'running_late' && attendee.day?.lateMinutes
      ? `, ${attendee.day.lateMinutes} min`
      : '';
  return `${attendee.user.firstName}${dogs ? ` with ${dogs}` : ''}${late}`;
}

/**
 * The live board during the meetup: places left, and who has arrived, is on the way, late or
 * gone. It follows the attendee list's pushes, so it moves without a reload. Visitors are told
 * the counts only.
 */
export function DayBoardCard({ meetup, signedIn }: { meetup: MeetupResponse; signedIn: boolean }) {
  const places = placesLeftText(meetup) ?? 'No limit on places';
  return (
    <Card role="region" aria-labelledby={`board-${meetup.id}`}>
      <CardHeader>
        <CardTitle id={`board-${meetup.id}`}>Live board</CardTitle>
        <CardDescription>{places}</CardDescription>
      </CardHeader>
      <CardContent>
        {signedIn ? (
          <SignedInBoard meetup={meetup} />
        ) : (
          <p data-testid="day-counts">{dayCountsText(meetup.dayCounts)}</p>
        )}
      </CardContent>
    </Card>
  );
}

function SignedInBoard({ meetup }: { meetup: MeetupResponse }) {
  const userId = useCurrentUserId();
  const { data: attendees = [] } = useGetAttendeesQuery(meetup.id);
  const board = byBoardPlace(attendees);
  const mine = attendees.find((attendee) => attendee.user.id === userId);
  return (
    <div className="flex flex-col gap-5">
      {mine?.rsvpStatus === 'going' ? (
        <DayStatusControls meetupId={meetup.id} day={mine.day} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {ORDER.map((place) => (
          <section key={place} aria-label={BOARD_HEADINGS[place]} className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold">
              {BOARD_HEADINGS[place]} ({board[place].length})
            </h3>
            {board[place].length === 0 ? (
              <p className="text-sm text-muted-foreground">Nobody yet</p>
            ) : (
              <ul className="text-sm">
                {board[place].map((attendee) => (
                  <li key={attendee.user.id}>{who(attendee, place)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
