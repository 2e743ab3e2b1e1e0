import { skipToken } from '@reduxjs/toolkit/query/react';
import { ArrowLeft, Ban, Check, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useAuthToken, useCurrentUserId } from '@/lib/auth-token';
import { useDocumentMeta } from '@/lib/document-meta';
import {
  useGetMeetupGroupQuery,
  useGetMeetupHistoryQuery,
  useGetMeetupQuery,
  useGetViewerProfileQuery,
} from '../api/meetups-api';
import { AboutGroupCard } from '../components/event/about-group-card';
import { CancelMeetupDialog } from '../components/event/cancel-meetup-dialog';
import { EventDetailsCard } from '../components/event/event-details-card';
import { CancelledBanner, EventHeader } from '../components/event/event-header';
import { EventLayout } from '../components/event/event-layout';
import { EventLoadFailed, EventNotFound } from '../components/event/event-not-found';
import { HistoryCard } from '../components/event/history-card';
import { JoinPromoCard } from '../components/event/join-promo-card';
import { RsvpCard } from '../components/event/rsvp-card';
import { ShareButton } from '../components/event/share-button';
import { WhosGoingCard } from '../components/event/whos-going-card';
import { MeetupFormDialog } from '../components/meetup-form-dialog';
import { useJoinMeetupGroup } from '../hooks/use-join-meetup-group';
import { formatShortDate, formatTime, isUpcoming } from '../lib/format';
import type { Meetup, MeetupGroup, MeetupRef } from '../types';

function isMemberOf(group: MeetupGroup | undefined, userId: string | null): boolean {
  if (!group) return false;
  return (
    Boolean(group.isMember) ||
    group.role === 'owner' ||
    group.role === 'member' ||
    (Boolean(userId) && group.creatorId === userId)
  );
}

function EventView({ meetup, signedIn }: { meetup: Meetup; signedIn: boolean }) {
  const userId = useCurrentUserId();
  // Fixed when the page opens: badges and RSVPs should not flip while someone reads.
  const [now] = useState(() => Date.now());
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const upcoming = isUpcoming(meetup, now);
  const cancelled = meetup.status === 'cancelled';

  const groupQuery = useGetMeetupGroupQuery(
    signedIn && meetup.groupId ? meetup.groupId : skipToken,
  );
  const group = groupQuery.data;
  const isMember = isMemberOf(group, userId);
  // Only the organizer, the group's owner and administrators get an answer (403 otherwise).
  const history = useGetMeetupHistoryQuery(signedIn ? { meetupId: meetup.id } : skipToken);
  const isOrganizer = Boolean(userId) && userId === meetup.organizerId;
  const canManage = isOrganizer || history.isSuccess;
  const { data: viewer } = useGetViewerProfileQuery(undefined, { skip: !editing });
  const [joinGroup, { isLoading: joining }] = useJoinMeetupGroup();

  const groupKnown = Boolean(meetup.groupId && meetup.groupName);
  const membershipKnown = !signedIn || groupQuery.isSuccess;
  const showJoin = groupKnown && membershipKnown && !isMember;

  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      {signedIn ? (
        <Button asChild variant="link" className="self-start">
          <Link
            to={meetup.groupId ? paths.group.getHref(meetup.groupId) : paths.dashboard.getHref()}
          >
            <ArrowLeft aria-hidden="true" />
            {meetup.groupId && meetup.groupName
              ? `Back to ${meetup.groupName}`
              : 'Back to Dashboard'}
          </Link>
        </Button>
      ) : null}

      <EventHeader
        meetup={meetup}
        upcoming={upcoming}
        actions={
          <>
            <ShareButton meetup={meetup} />
            {showJoin && meetup.groupId ? (
              signedIn ? (
                <Button onClick={() => void joinGroup(meetup.groupId!)} disabled={joining}>
                  {joining ? 'Joining...' : 'Join Group'}
                </Button>
              ) : (
                <Button asChild>
                  <Link to={paths.register.getHref()}>Join Group</Link>
                </Button>
              )
            ) : null}
            {signedIn && isMember ? (
              <Button variant="secondary" disabled>
                <Check aria-hidden="true" />
                You&apos;re in this group
              </Button>
            ) : null}
            {canManage && !cancelled ? (
              <>
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
                {upcoming ? (
                  <Button variant="ghost" onClick={() => setCancelling(true)}>
                    <Ban aria-hidden="true" />
                    Cancel Meetup
                  </Button>
                ) : null}
              </>
            ) : null}
          </>
        }
      />

      {cancelled ? <CancelledBanner reason={meetup.cancelReason} /> : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <EventDetailsCard meetup={meetup} signedIn={signedIn} />
          <RsvpCard meetup={meetup} signedIn={signedIn} now={now} />
          <WhosGoingCard meetup={meetup} />
          {history.isSuccess || isOrganizer ? <HistoryCard meetupId={meetup.id} /> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {meetup.groupId ? (
            <AboutGroupCard meetup={meetup} group={group} signedIn={signedIn} />
          ) : null}
          {upcoming && showJoin && meetup.groupName ? (
            <JoinPromoCard
              groupName={meetup.groupName}
              signedIn={signedIn}
              joining={joining}
              onJoin={() => void joinGroup(meetup.groupId!)}
            />
          ) : null}
        </div>
      </div>

      {canManage ? (
        <>
          <MeetupFormDialog
            open={editing}
            onOpenChange={setEditing}
            target={{ mode: 'edit', meetup }}
            groupName={meetup.groupName}
            canAddPrivateMembers={viewer?.isTrainer ?? false}
          />
          <CancelMeetupDialog meetup={meetup} open={cancelling} onOpenChange={setCancelling} />
        </>
      ) : null}
    </div>
  );
}

function describe(meetup: Meetup): string {
  const when = `${formatShortDate(meetup.date)}, ${formatTime(meetup.date)}`;
  const where = meetup.locationDisplay || meetup.location;
  return [when, where, meetup.groupName].filter(Boolean).join(' · ');
}

/**
 * The shareable event screen (spec section 2 "Event page"), reached by /meetups/{id} or
 * /event/{slug}. Public: visitors get the general area only; members see the exact place, RSVP
 * with their dogs, and watch attendance change live.
 */
export function MeetupRoute() {
  const { id, slug } = useParams();
  const ref: MeetupRef | null = slug ? { slug } : id ? { id } : null;
  const token = useAuthToken();
  const signedIn = Boolean(token);
  const { data: meetup, isLoading, error, refetch } = useGetMeetupQuery(ref ?? skipToken);
  useDocumentMeta({
    title: meetup ? `${meetup.title} · PackMeet` : 'Dog Meetup · PackMeet',
    description: meetup ? describe(meetup) : undefined,
  });

  const missing =
    !ref || (isApiError(error) && (error.status === 404 || error.status === 400)) || undefined;
  let content;
  if (meetup) content = <EventView meetup={meetup} signedIn={signedIn} />;
  else if (isLoading) content = <LoadingState label="Loading event..." />;
  else if (missing || !error) content = <EventNotFound />;
  else content = <EventLoadFailed onRetry={() => void refetch()} />;

  return <EventLayout signedIn={signedIn}>{content}</EventLayout>;
}
