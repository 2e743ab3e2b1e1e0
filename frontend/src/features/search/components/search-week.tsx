import { Link } from 'react-router-dom';
import type { SearchResult } from '@packmeet/backend/contracts/search';
import { formatLocalTime } from '@packmeet/backend/contracts/local-time';
import { paths } from '@/config/paths';

type MeetupResult = Extract<SearchResult, { type: 'meetup' }>;

const DAY = 86_400_000;
const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The week from `start` ('YYYY-MM-DD'): seven columns on a wide screen, a list of days on a
 * phone. Meetups sit on their day at their place; groups have no day and stay in the list.
 */
export function SearchWeek({ start, results }: { start: string; results: SearchResult[] }) {
  const days = Array.from({ length: 7 }, (_, index) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + index * DAY).toISOString().slice(0, 10),
  );
  const meetups = results.filter((result): result is MeetupResult => result.type === 'meetup');
  return (
    <ol aria-label="Week" className="grid gap-3 md:grid-cols-7">
      {days.map((day) => {
        const onDay = meetups.filter((meetup) => meetup.localDate === day);
        return (
          <li
            key={day}
            className="flex min-w-0 flex-col gap-2 rounded-card border border-border bg-card p-3"
          >
            <h2 className="text-sm font-bold text-foreground">{dayLabel(day)}</h2>
            {onDay.length === 0 ? (
              <p className="text-xs text-muted-foreground">Nothing this day</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {onDay.map((meetup) => (
                  <li key={meetup.id} className="text-sm">
                    <span className="block text-xs font-semibold text-sand-700">
                      {formatLocalTime(meetup.startsAt, meetup.timeZone)} · {meetup.distanceMiles}{' '}
                      mi
                    </span>
                    <Link
                      to={paths.event.getHref(meetup.slug)}
                      className="font-semibold break-words text-foreground hover:text-pine-700 focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {meetup.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
