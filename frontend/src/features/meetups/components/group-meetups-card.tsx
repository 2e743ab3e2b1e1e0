import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { ListCard, type ListCardEmpty } from '@/components/list-card';
import { LoadMore } from '@/components/ui/load-more';
import { useGroupMeetups } from '../api/later-pages';
import { isUpcoming } from '../lib/format';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import { GroupMeetupItem } from './group-meetup-item';

const NO_MEETUPS: ListCardEmpty = {
  icon: CalendarDays,
  title: 'No upcoming meetups',
  description: 'When this group schedules a meetup, it will show up here so you can RSVP.',
};

/**
 * The group page's Upcoming Meetups (spec section 2): each with RSVP buttons and its attendee
 * list, kept live over the socket. A failing call reads as "none yet", not as an error.
 */
export function GroupMeetupsCard({ groupId, dogs }: { groupId: string; dogs: DogResponse[] }) {
  const { meetups = [], isLoading, more } = useGroupMeetups(groupId);
  // Fixed when the card mounts: "upcoming" should not shift while the page is open.
  const [now] = useState(() => Date.now());
  const upcoming = meetups
    .filter((meetup) => isUpcoming(meetup, now))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));

  return (
    <ListCard
      title="Upcoming Meetups"
      isLoading={isLoading}
      loadingLabel="Loading meetups"
      skeletons={{ count: 2, className: 'h-24' }}
      empty={upcoming.length === 0 ? NO_MEETUPS : null}
    >
      <ul className="-mt-4 flex flex-col divide-y divide-border">
        {upcoming.map((meetup) => (
          <li key={meetup.id}>
            <GroupMeetupItem meetup={meetup} dogs={dogs} now={now} />
          </li>
        ))}
      </ul>
      {/* The list pages upcoming first: once a past meetup has loaded, no upcoming one is left. */}
      {more && meetups.every((meetup) => isUpcoming(meetup, now)) ? (
        <LoadMore label="Show more meetups" {...more} />
      ) : null}
    </ListCard>
  );
}
