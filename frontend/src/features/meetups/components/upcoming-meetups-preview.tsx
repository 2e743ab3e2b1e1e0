import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { DASHBOARD_LIST_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useGetUpcomingMeetupsQuery } from '../api/meetups-api';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { MeetupListItem } from './meetup-list-item';

function MeetupList({ meetups, label }: { meetups: MeetupResponse[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-border">
      {meetups.map((meetup) => (
        <li key={meetup.id}>
          <MeetupListItem meetup={meetup} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Dashboard "Upcoming Meetups" (spec section 2): the first five, with live counts. View All
 * opens the whole list in a dialog: the same call, the caller's groups first, then nearby.
 */
export function UpcomingMeetupsPreview() {
  const { data, isLoading } = useGetUpcomingMeetupsQuery();
  const [showAll, setShowAll] = useState(false);
  // A failing call is shown as "no meetups" rather than as an error page.
  const meetups = data ?? [];
  const shown = meetups.slice(0, DASHBOARD_LIST_LIMIT);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Upcoming Meetups</CardTitle>
        {meetups.length > 0 ? (
          <Button variant="link" size="sm" onClick={() => setShowAll(true)}>
            {`View All (${meetups.length})`}
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
          <MeetupList meetups={shown} label="Next meetups" />
        )}
      </CardContent>
      <Dialog open={showAll} onOpenChange={setShowAll}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>All Upcoming Meetups</DialogTitle>
            <DialogDescription>
              Meetups of your groups first, then others nearby. Counts update live.
            </DialogDescription>
          </DialogHeader>
          <MeetupList meetups={meetups} label="All upcoming meetups" />
        </DialogContent>
      </Dialog>
    </Card>
  );
}
