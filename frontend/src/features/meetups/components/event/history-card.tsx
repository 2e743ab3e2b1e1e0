import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingSkeletons, Skeleton } from '@/components/ui/skeleton';
import { useMeetupHistory } from '../../api/later-pages';
import { useGetMeetupHistoryQuery } from '../../api/rsvp-api';
import { formatDateTime } from '../../lib/format';
import type { HistoryAttendance, HistoryPerson } from '@packmeet/backend/contracts/meetups';

/** '5 of 20 going · 1 waitlisted · 2 maybe · 1 not going · 3 private members' */
export function attendanceAfterText(attendance: HistoryAttendance): string {
  const parts = [
    attendance.maxAttendees === null
      ? `${attendance.going} going`
      : `${attendance.going} of ${attendance.maxAttendees} going`,
  ];
  // Dog places, where the meetup counted them then: '8 of 10 dogs'.
  if (attendance.dogLimit !== undefined && attendance.dogLimit !== null)
    parts.push(`${attendance.dogs ?? 0} of ${attendance.dogLimit} dogs`);
  if (attendance.waitlisted > 0) parts.push(`${attendance.waitlisted} waitlisted`);
  if (attendance.maybe > 0) parts.push(`${attendance.maybe} maybe`);
  if (attendance.notGoing > 0) parts.push(`${attendance.notGoing} not going`);
  if (attendance.unregistered > 0) {
    parts.push(
      `${attendance.unregistered} private ${attendance.unregistered === 1 ? 'member' : 'members'}`,
    );
  }
  return parts.join(' · ');
}

function People({
  title,
  people,
  numbered,
}: {
  title: string;
  people: HistoryPerson[];
  numbered?: boolean;
}) {
  if (people.length === 0) return null;
  const List = numbered ? 'ol' : 'ul';
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-bold tracking-wider text-sand-600 uppercase">{`${title} (${people.length})`}</p>
      <List aria-label={title} className="flex flex-wrap gap-1.5">
        {people.map((person, index) => (
          <li
            key={person.id}
            className="rounded-full border border-border bg-card px-2.5 py-0.5 text-xs font-semibold"
          >
            {numbered ? `#${index + 1} ${person.displayName}` : person.displayName}
          </li>
        ))}
      </List>
    </div>
  );
}

/** The state of the meetup at a chosen moment (GET /api/meetups/{id}/history?at=). */
function AsOf({ meetupId, at }: { meetupId: string; at: string }) {
  const { data, isFetching, isError } = useGetMeetupHistoryQuery({ meetupId, at });
  const asOf = data?.asOf;
  if (isError) {
    return <p className="text-sm text-muted-foreground">We couldn&apos;t look that moment up.</p>;
  }
  if (!asOf || isFetching) return <Skeleton className="h-16" />;
  return (
    <section
      aria-label={`Attendance as of ${formatDateTime(asOf.at)}`}
      className="flex flex-col gap-3 rounded-xl bg-sand-50 p-4"
    >
      {asOf.attendance ? (
        <p className="text-sm font-semibold">{attendanceAfterText(asOf.attendance)}</p>
      ) : (
        <p className="text-sm text-muted-foreground">The meetup was not scheduled yet.</p>
      )}
      <People title="Going" people={asOf.going} />
      <People title="Waitlist" people={asOf.waitlist} numbered />
    </section>
  );
}

/**
 * Spec: organizers audit a meetup. Every change in order (oldest first, as the history pages:
 * later changes load as people scroll) with who did it, when, and the attendance after it;
 * 'Attendance as of' shows who was going at any moment.
 */
export function HistoryCard({ meetupId }: { meetupId: string }) {
  const id = useId();
  const { entries = [], isLoading, isError, more } = useMeetupHistory(meetupId);
  const [asOfInput, setAsOfInput] = useState('');
  const asOfDate = asOfInput ? new Date(asOfInput) : null;
  const at = asOfDate && !Number.isNaN(asOfDate.getTime()) ? asOfDate.toISOString() : null;

  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-lake-50 text-lake-700">
          <History className="size-5" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1">
          <CardTitle>History</CardTitle>
          <CardDescription>Only organizers see this. In order, oldest first.</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-as-of`}>Attendance as of</Label>
            <Input
              id={`${id}-as-of`}
              type="datetime-local"
              value={asOfInput}
              onChange={(event) => setAsOfInput(event.target.value)}
              className="sm:max-w-64"
            />
          </div>
          {at ? <AsOf meetupId={meetupId} at={at} /> : null}
        </div>

        {isLoading ? (
          <LoadingSkeletons label="Loading history" count={2} itemClassName="h-12" />
        ) : isError ? (
          <p className="text-sm text-muted-foreground">We couldn&apos;t load the history.</p>
        ) : (
          <ol
            aria-label="Timeline"
            className="flex max-h-[28rem] flex-col overflow-y-auto border-l-2 border-pine-100 pl-4"
          >
            {entries.map((entry) => (
              <li key={entry.revision} className="relative flex flex-col gap-0.5 py-2.5">
                <span
                  aria-hidden="true"
                  className="absolute top-4 -left-[1.4rem] size-2.5 rounded-full border-2 border-card bg-pine-400"
                />
                <p className="text-sm font-semibold text-foreground">{entry.sentence}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  {` · ${attendanceAfterText(entry.attendanceAfter)}`}
                </p>
              </li>
            ))}
            {more ? (
              <li className="flex flex-col py-2.5">
                <LoadMore label="Show later changes" {...more} />
              </li>
            ) : null}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
