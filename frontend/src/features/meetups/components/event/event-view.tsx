import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { EVENT_HEADER_TEXT } from '@packmeet/backend/contracts/first-screen';
import { ArrowLeft, Ban, Check, Pencil } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCurrentUserId } from '@/lib/auth-token';
import { isUpcoming } from '../../lib/format';
import { dayPhase, useNow } from '../../lib/meetup-day';
import { AboutGroupCard } from './about-group-card';
import { EventDetailsCard } from './event-details-card';
import { ReportButton } from '@/features/moderation';
import { CancelledBanner, EventHeader } from './event-header';
import { EventSeriesCard } from '../series/event-series-card';
import { HistoryCard } from './history-card';
import { JoinPromoCard } from './join-promo-card';
import { MeetupRulesCard } from './meetup-rules-card';
import { RsvpCard } from './rsvp-card';
import { ShareButton } from './share-button';
import { StickyRsvpBar } from './sticky-rsvp-bar';
import { WhosGoingCard } from './whos-going-card';

// Only the organizer and the group's owner ever open these: visitors do not load them.
const MeetupFormDialog = lazy(() =>
  import('../meetup-form-dialog').then((m) => ({ default: m.MeetupFormDialog })),
);
// The day's cards (board, check-in, notes) show only on and after the day.
const MeetupDayCards = lazy(() =>
  import('../day/meetup-day-cards').then((m) => ({ default: m.MeetupDayCards })),
);
const CancelMeetupDialog = lazy(() =>
  import('./cancel-meetup-dialog').then((m) => ({ default: m.CancelMeetupDialog })),
);

/** What the app knows of the meetup's group and the viewer, from the groups, dogs and profile. */
export interface EventContext {
  /** The meetup's group (signed-in people only: the group call needs a token). */
  group: GroupResponse | undefined;
  /** Whether the viewer's membership is known yet (always, for visitors). */
  membershipKnown: boolean;
  isMember: boolean;
  onJoinGroup: () => void;
  joining: boolean;
  /** The viewer's dogs, who may come along. */
  dogs: DogResponse[];
  /** Trainers may add private members when editing. */
  canAddPrivateMembers: boolean;
  /** Administrators may read every meetup's history. */
  isAdmin: boolean;
  /** Cards other features add for this viewer (a trainer's own clients coming). */
  extraCards?: ReactNode;
}

/**
 * The event page's content (spec section 2 "Event page"). Public: visitors get the general area
 * only; members see the exact place, RSVP with their dogs, and watch attendance change live;
 * the organizer and the group's owner also get Edit and Cancel, and they and administrators the
 * history.
 */
export function EventView({
  meetup,
  signedIn,
  context,
}: {
  meetup: MeetupResponse;
  signedIn: boolean;
  context: EventContext;
}) {
  const { group, membershipKnown, isMember, onJoinGroup, joining } = context;
  const userId = useCurrentUserId();
  // Fixed when the page opens: badges and RSVPs should not flip while someone reads.
  const [now] = useState(() => Date.now());
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const upcoming = isUpcoming(meetup, now);
  const dayOpen = dayPhase(meetup, useNow()) !== 'before' && meetup.status !== 'cancelled';
  const cancelled = meetup.status === 'cancelled';

  const isOrganizer = Boolean(userId) && userId === meetup.organizerId;
  const isGroupOwner = Boolean(userId) && userId === (group?.ownerId ?? group?.creatorId);
  // Administrators audit (the history) but do not act for the organizer.
  const canManage = isOrganizer || isGroupOwner;
  // Only these three get an answer: the card (which asks) is shown to nobody else.
  const canSeeHistory = canManage || context.isAdmin;

  const groupKnown = Boolean(meetup.groupId && meetup.groupName);
  const showJoin = groupKnown && membershipKnown && !isMember;

  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      {signedIn ? (
        <Button asChild variant="link" className="max-w-full shrink self-start">
          <Link
            to={meetup.groupId ? paths.group.getHref(meetup.groupId) : paths.dashboard.getHref()}
          >
            <ArrowLeft aria-hidden="true" />
            <span className="truncate">
              {meetup.groupId && meetup.groupName
                ? `Back to ${meetup.groupName}`
                : 'Back to Dashboard'}
            </span>
          </Link>
        </Button>
      ) : null}

      <EventHeader
        meetup={meetup}
        upcoming={upcoming}
        actions={
          <>
            <ShareButton meetup={meetup} />
            {signedIn && !isOrganizer ? (
              <ReportButton
                label="Report meetup"
                target={{ kind: 'meetup', id: meetup.id }}
                subject={{ id: meetup.organizerId, name: meetup.organizer }}
              />
            ) : null}
            {showJoin && meetup.groupId ? (
              signedIn ? (
                <Button onClick={onJoinGroup} disabled={joining}>
                  {joining ? 'Joining...' : EVENT_HEADER_TEXT.joinGroup}
                </Button>
              ) : (
                <Button asChild>
                  <Link to={paths.register.getHref()}>{EVENT_HEADER_TEXT.joinGroup}</Link>
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
          <EventSeriesCard meetup={meetup} canManage={canManage} />
          <MeetupRulesCard meetup={meetup} signedIn={signedIn} />
          {dayOpen ? (
            <Suspense fallback={null}>
              <MeetupDayCards
                meetup={meetup}
                signedIn={signedIn}
                organizes={canManage || group?.role === 'co-organizer'}
              />
            </Suspense>
          ) : null}
          <RsvpCard meetup={meetup} signedIn={signedIn} dogs={context.dogs} now={now} />
          <WhosGoingCard meetup={meetup} />
          {context.extraCards}
          {canSeeHistory ? <HistoryCard meetupId={meetup.id} /> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {meetup.groupId ? (
            <AboutGroupCard meetup={meetup} group={group} signedIn={signedIn} />
          ) : null}
          {upcoming && showJoin && meetup.groupName ? (
            <JoinPromoCard groupName={meetup.groupName} signedIn={signedIn} />
          ) : null}
        </div>
      </div>

      {upcoming && !cancelled ? <StickyRsvpBar meetup={meetup} signedIn={signedIn} /> : null}

      {canManage ? (
        <Suspense fallback={null}>
          <MeetupFormDialog
            open={editing}
            onOpenChange={setEditing}
            target={{
              mode: 'edit',
              meetup,
              groupActivities: group && { activities: group.activities, level: group.level },
            }}
            groupName={meetup.groupName}
            canAddPrivateMembers={context.canAddPrivateMembers}
          />
          <CancelMeetupDialog meetup={meetup} open={cancelling} onOpenChange={setCancelling} />
        </Suspense>
      ) : null}
    </div>
  );
}
