import { lazy, Suspense } from 'react';
import type { BoardPlace } from '@packmeet/backend/contracts/meetup-day';
import type {
  ArrivalSlot,
  AttendeeResponse,
  MeetupResponse,
} from '@packmeet/backend/contracts/meetups';
import { formatLocalTime } from '@packmeet/backend/contracts/local-time';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUserId } from '@/lib/auth-token';
import { LoadMore } from '@/components/ui/load-more';
import { useAttendees } from '../../api/later-pages';
import { dogPlacesText } from '../../lib/dog-places';
import { placesLeftText } from '../../lib/format';
import {
  BOARD_HEADINGS,
  byBoardPlace,
  dayCountsText,
  dogsInSlot,
  dogsNeedingSpace,
  nextArrivalSlot,
  useNow,
} from '../../lib/meetup-day';

// Only a member who is going sets their day status: its Radix Select loads for them alone.
const DayStatusControls = lazy(() =>
  import('./day-status-controls').then((m) => ({ default: m.DayStatusControls })),
);

const ORDER: BoardPlace[] = ['arrived', 'on_my_way', 'running_late', 'left_early'];

function who(attendee: AttendeeResponse, place: BoardPlace): string {
  const dogs = attendee.dogs.map((dog) => dog.name).join(', ');
  const late =
    place === 'running_late' && attendee.day?.lateMinutes
      ? `, ${attendee.day.lateMinutes} min`
      : '';
  return `${attendee.user.firstName}${dogs ? ` with ${dogs}` : ''}${late}`;
}

/** '6:20 PM · 1 of 3 places taken', at the meetup's place. */
function slotText(slot: ArrivalSlot, timeZone: string): string {
  const taken = slot.dogsGoing;
  return `${formatLocalTime(slot.at, timeZone)} · ${taken} ${taken === 1 ? 'dog' : 'dogs'}, ${slot.placesLeft} ${slot.placesLeft === 1 ? 'place' : 'places'} left`;
}

/**
 * The live board during the meetup: places left (people, dogs, per size class), the next
 * arrival slot of a calm meetup, and who has arrived, is on the way, late or gone, and which
 * dogs need space. It follows the meetup's and the attendee list's pushes, so it moves without
 * a reload. Visitors are told the counts only.
 */
export function DayBoardCard({ meetup, signedIn }: { meetup: MeetupResponse; signedIn: boolean }) {
  const now = useNow();
  const places = placesLeftText(meetup) ?? 'No limit on places';
  const dogPlaces = dogPlacesText(meetup);
  const next = nextArrivalSlot(meetup.slots, now);
  return (
    <Card role="region" aria-labelledby={`board-${meetup.id}`}>
      <CardHeader>
        <CardTitle id={`board-${meetup.id}`}>Live board</CardTitle>
        <CardDescription>{places}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {dogPlaces || meetup.slots.length > 0 ? (
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
            {dogPlaces ? (
              <>
                <dt className="font-semibold">Dog places</dt>
                <dd data-testid="board-dog-places">{dogPlaces}</dd>
              </>
            ) : null}
            {meetup.slots.length > 0 ? (
              <>
                <dt className="font-semibold">Next arrival slot</dt>
                <dd data-testid="board-next-slot">
                  {next ? slotText(next, meetup.timeZone) : 'Every arrival slot has started.'}
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {signedIn ? (
          <SignedInBoard meetup={meetup} next={next} />
        ) : (
          <p data-testid="day-counts">{dayCountsText(meetup.dayCounts)}</p>
        )}
      </CardContent>
    </Card>
  );
}

function SignedInBoard({ meetup, next }: { meetup: MeetupResponse; next: ArrivalSlot | null }) {
  const userId = useCurrentUserId();
  const { attendees = [], more } = useAttendees(meetup.id);
  const board = byBoardPlace(attendees);
  const mine = attendees.find((attendee) => attendee.user.id === userId);
  const needSpace = dogsNeedingSpace(attendees);
  const arrivingNext = next ? dogsInSlot(attendees, next.offset) : [];
  return (
    <div className="flex flex-col gap-5">
      {mine?.rsvpStatus === 'going' ? (
        <Suspense fallback={null}>
          <DayStatusControls meetupId={meetup.id} day={mine.day} />
        </Suspense>
      ) : null}
      {arrivingNext.length > 0 ? (
        <p className="text-sm" data-testid="board-next-slot-dogs">
          Arriving in the next slot: {arrivingNext.join(', ')}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {ORDER.map((place) => (
          <BoardSection
            key={place}
            heading={BOARD_HEADINGS[place]}
            lines={board[place].map((attendee) => who(attendee, place))}
          />
        ))}
        {/* Always shown, so "nobody" is said too: others keep their distance from these dogs. */}
        <BoardSection heading="Needs space" lines={needSpace} empty="No dog needs space" />
      </div>
      {/* The board counts the people loaded: the rest of a long list loads as people scroll. */}
      {more ? <LoadMore label="Show more people" {...more} /> : null}
    </div>
  );
}

function BoardSection({
  heading,
  lines,
  empty = 'Nobody yet',
}: {
  heading: string;
  lines: string[];
  empty?: string;
}) {
  return (
    <section aria-label={heading} className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold">
        {heading} ({lines.length})
      </h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="text-sm">
          {lines.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
