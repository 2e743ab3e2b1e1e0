import type { MeetupSeriesResponse } from '@packmeet/backend/contracts/meetup-series';
import { formatMeetupStart, viewerTimeZone } from '@packmeet/backend/contracts/local-time';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A series' next occurrences, each linking to its event page; a cancelled one says so. */
export function SeriesOccurrences({
  series,
  label,
}: {
  series: MeetupSeriesResponse;
  label: string;
}) {
  if (series.next.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-1 text-sm">
      {series.next.map((meetup) => (
        <li key={meetup.id}>
          <Link
            to={paths.event.getHref(meetup.slug)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {formatMeetupStart(meetup.date, meetup.timeZone, viewerTimeZone())}
          </Link>
          {meetup.status === 'cancelled' ? (
            <span className="ml-2 text-muted-foreground">(cancelled)</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
