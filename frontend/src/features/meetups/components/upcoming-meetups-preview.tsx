import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DASHBOARD_LIST_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetUpcomingMeetupsQuery } from '../api/meetups-api';
import type { Meetup } from '../types';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short' });
const whenFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

function meetupHref(meetup: Meetup): string {
  return meetup.slug ? paths.event.getHref(meetup.slug) : paths.meetup.getHref(meetup.id);
}

function DateTile({ date }: { date: Date }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 flex-col items-center justify-center rounded-xl bg-clay-50 text-clay-700"
    >
      <span className="text-[0.65rem] font-bold tracking-wider uppercase">
        {monthFormat.format(date)}
      </span>
      <span className="font-display text-lg leading-none font-extrabold">{date.getDate()}</span>
    </span>
  );
}

/** Dashboard "Upcoming Meetups": the first five and a View All link. */
export function UpcomingMeetupsPreview() {
  const { data, isLoading } = useGetUpcomingMeetupsQuery();
  // A failing call is shown as "no meetups" rather than as an error page.
  const meetups = data ?? [];
  const shown = meetups.slice(0, DASHBOARD_LIST_LIMIT);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Upcoming Meetups</CardTitle>
        {meetups.length > 0 ? (
          <Button asChild variant="link" size="sm">
            <Link to={paths.findGroups.getHref()}>View All</Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div role="status" aria-label="Loading meetups" className="flex flex-col gap-2">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-14" />
            ))}
          </div>
        ) : shown.length === 0 ? (
          <EmptyState
            icon={CalendarDays}
            headingLevel="h3"
            title="No upcoming meetups"
            description="When your groups schedule meetups, they'll appear here so you can RSVP."
            action={
              <Button asChild variant="secondary" size="sm">
                <Link to={paths.findGroups.getHref()}>Find Groups</Link>
              </Button>
            }
            className="py-8"
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {shown.map((meetup) => {
              const date = new Date(meetup.date);
              const valid = !Number.isNaN(date.getTime());
              const place = meetup.locationDisplay || meetup.location;
              return (
                <li key={meetup.id}>
                  <Link
                    to={meetupHref(meetup)}
                    className="-mx-2 flex items-center gap-3 rounded-xl px-2 py-3 transition-colors hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {valid ? (
                      <DateTile date={date} />
                    ) : (
                      <CalendarDays className="size-5 text-clay-500" aria-hidden="true" />
                    )}
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate font-semibold">{meetup.title}</span>
                      <span className="truncate text-xs text-muted-foreground">
                        {valid ? (
                          <time dateTime={meetup.date}>{whenFormat.format(date)}</time>
                        ) : null}
                        {meetup.groupName ? ` · ${meetup.groupName}` : ''}
                      </span>
                      {place ? (
                        <span className="flex items-center gap-1 truncate text-xs text-muted-foreground">
                          <MapPin className="size-3 shrink-0" aria-hidden="true" />
                          <span className="truncate">{place}</span>
                        </span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
