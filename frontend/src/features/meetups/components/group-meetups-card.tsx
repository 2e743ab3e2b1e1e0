import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetGroupMeetupsQuery } from '../api/meetups-api';
import { isUpcoming } from '../lib/format';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import { GroupMeetupItem } from './group-meetup-item';

/**
 * The group page's Upcoming Meetups (spec section 2): each with RSVP buttons and its attendee
 * list, kept live over the socket. A failing call reads as "none yet", not as an error.
 */
export function GroupMeetupsCard({ groupId, dogs }: { groupId: string; dogs: DogResponse[] }) {
  const { data, isLoading } = useGetGroupMeetupsQuery(groupId);
  // Fixed when the card mounts: "upcoming" should not shift while the page is open.
  const [now] = useState(() => Date.now());
  const upcoming = (data ?? [])
    .filter((meetup) => isUpcoming(meetup, now))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upcoming Meetups</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div role="status" aria-label="Loading meetups" className="flex flex-col gap-2">
            {Array.from({ length: 2 }, (_, index) => (
              <Skeleton key={index} className="h-24" />
            ))}
          </div>
        ) : upcoming.length === 0 ? (
          <EmptyState
            icon={CalendarDays}
            headingLevel="h3"
            title="No upcoming meetups"
            description="When this group schedules a meetup, it will show up here so you can RSVP."
            className="py-8"
          />
        ) : (
          <ul className="-mt-4 flex flex-col divide-y divide-border">
            {upcoming.map((meetup) => (
              <li key={meetup.id}>
                <GroupMeetupItem meetup={meetup} dogs={dogs} now={now} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
