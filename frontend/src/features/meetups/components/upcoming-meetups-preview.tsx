import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { ListCard, type ListCardEmpty } from '@/components/list-card';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { LoadMore } from '@/components/ui/load-more';
import { DASHBOARD_LIST_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useUpcomingMeetups } from '../api/later-pages';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { MeetupListItem } from './meetup-list-item';

const NO_MEETUPS: ListCardEmpty = {
  icon: CalendarDays,
  title: 'No upcoming meetups',
  description: "When your groups schedule meetups, they'll appear here so you can RSVP.",
  link: { to: paths.findGroups.getHref(), label: 'Find Groups' },
};

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
 * opens the list in a dialog: the same call, the caller's groups first, then nearby, a page at a
 * time (the next page loads as people scroll to its end).
 */
export function UpcomingMeetupsPreview() {
  const { meetups: loaded, isLoading, more } = useUpcomingMeetups();
  const [showAll, setShowAll] = useState(false);
  // A failing call is shown as "no meetups" rather than as an error page.
  const meetups = loaded ?? [];
  const shown = meetups.slice(0, DASHBOARD_LIST_LIMIT);

  return (
    <>
      <ListCard
        title="Upcoming Meetups"
        action={
          meetups.length > 0 ? (
            <Button variant="link" size="sm" onClick={() => setShowAll(true)}>
              {`View All (${meetups.length}${more ? '+' : ''})`}
            </Button>
          ) : null
        }
        isLoading={isLoading}
        loadingLabel="Loading meetups"
        empty={shown.length === 0 ? NO_MEETUPS : null}
      >
        <MeetupList meetups={shown} label="Next meetups" />
      </ListCard>
      <Dialog open={showAll} onOpenChange={setShowAll}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>All Upcoming Meetups</DialogTitle>
            <DialogDescription>
              Meetups of your groups first, then others nearby. Counts update live.
            </DialogDescription>
          </DialogHeader>
          <MeetupList meetups={meetups} label="All upcoming meetups" />
          {more ? <LoadMore label="Show more meetups" {...more} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
