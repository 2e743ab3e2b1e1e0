import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { activityProfileLabels, isKnownProfile } from '@packmeet/backend/contracts/activities';
import type { CitySummary } from '@packmeet/backend/contracts/locations';
import { formatMeetupStart, viewerTimeZone } from '@packmeet/backend/contracts/local-time';

/**
 * "Upcoming meetups in {city}": the next few public meetups, near the top of the city page so a
 * visitor on a phone sees what is on before the list of groups.
 */
export function CityNextMeetups({ summary }: { summary: CitySummary }) {
  const headingId = 'city-next-meetups-heading';
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-border bg-card p-5 shadow-soft sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-extrabold">
        {`Upcoming meetups in ${summary.city}`}
      </h2>
      {summary.nextMeetups.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No meetups are scheduled yet. Join a group below and be the first to plan one.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {summary.nextMeetups.map((meetup) => (
            <li key={meetup.id}>
              <Link
                to={paths.event.getHref(meetup.slug)}
                className="-mx-2 flex items-center gap-3 rounded-xl px-2 py-2.5 hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <CalendarDays className="size-4 shrink-0 text-pine-700" aria-hidden="true" />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-semibold">{meetup.title}</span>
                  <span className="truncate text-sm text-muted-foreground">
                    <time dateTime={meetup.date}>
                      {formatMeetupStart(meetup.date, meetup.timeZone, viewerTimeZone())}
                    </time>
                    {` · ${meetup.groupName}`}
                  </span>
                  {isKnownProfile(meetup) ? (
                    <span className="truncate text-sm text-sand-700">
                      {activityProfileLabels(meetup).join(' · ')}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
