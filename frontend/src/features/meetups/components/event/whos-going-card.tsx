import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingSkeletons } from '@/components/ui/skeleton';
import { useGetAttendeesQuery } from '../../api/rsvp-api';
import { attendanceSummary } from '../../lib/format';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { AttendeeList } from '../attendee-list';

/** Spec section 2 "Who's Going": people and their dogs; the waitlist apart, with positions. */
export function WhosGoingCard({ meetup }: { meetup: MeetupResponse }) {
  const { data, isLoading, isError } = useGetAttendeesQuery(meetup.id);
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
          <AttendeeList attendees={data ?? []} emptyText="No one has RSVPed yet. Be the first!" />
        )}
      </CardContent>
    </Card>
  );
}
