import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingSkeletons } from '@/components/ui/skeleton';
import { useAttendees } from '../../api/later-pages';
import { attendanceSummary } from '../../lib/format';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { AttendeeList } from '../attendee-list';

/** Spec section 2 "Who's Going": people and their dogs; the waitlist apart, with positions. */
export function WhosGoingCard({ meetup }: { meetup: MeetupResponse }) {
  const { attendees, isLoading, isError, more } = useAttendees(meetup.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Who&apos;s Going</CardTitle>
        <CardDescription>
          {meetup.unregisteredAttendees > 0
            ? `${attendanceSummary(meetup)}, including ${meetup.unregisteredAttendees} private ${meetup.unregisteredAttendees === 1 ? 'member' : 'members'}`
            : attendanceSummary(meetup)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingSkeletons label="Loading attendees" count={2} itemClassName="h-10" />
        ) : isError ? (
          <p className="text-sm text-muted-foreground">
            We couldn&apos;t load who&apos;s going right now.
          </p>
        ) : (
          <AttendeeList
            attendees={attendees ?? []}
            emptyText="No one has RSVPed yet. Be the first!"
          />
        )}
        {more ? <LoadMore label="Show more people" {...more} /> : null}
      </CardContent>
    </Card>
  );
}
