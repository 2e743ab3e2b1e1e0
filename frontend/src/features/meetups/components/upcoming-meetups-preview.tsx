import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { DASHBOARD_LIST_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetUpcomingMeetupsQuery } from '../api/meetups-api';
import { MeetupListItem } from './meetup-list-item';

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
            {shown.map((meetup) => (
              <li key={meetup.id}>
                <MeetupListItem meetup={meetup} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
