import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams, type Params } from 'react-router-dom';
import { useGetDogsQuery } from '@/features/dogs';
import { membershipOf, useGetGroupQuery, useJoinGroup } from '@/features/groups';
import { EventScreen, EventView, prefetchMeetup, type MeetupRef } from '@/features/meetups';
import { PlayedWellCard, PlaymatesGoingCard } from '@/features/playmates';
import { AlbumCard } from '@/features/photos';
import { DiscussionCard } from '@/features/discussion';
import { useGetProfileQuery } from '@/features/profile';
import { MeetupClientsCard } from '@/features/trainers';
import { useAuthToken, useCurrentUserId } from '@/lib/auth-token';

const NO_DOGS: never[] = [];

/**
 * One meetup with what the other features know around it: its group (About card, membership,
 * Join Group), the viewer's dogs (who comes along) and trainer flag (private members when
 * editing). Visitors get none of these: those calls need a token.
 */
function Event({ meetup, signedIn }: { meetup: MeetupResponse; signedIn: boolean }) {
  const userId = useCurrentUserId();
  const groupId = signedIn ? meetup.groupId : null;
  const { data: group, isSuccess: groupLoaded } = useGetGroupQuery(groupId ?? skipToken);
  const [joinGroup, { isLoading: joining }] = useJoinGroup();
  const { data: dogs = NO_DOGS } = useGetDogsQuery(undefined, { skip: !signedIn });
  const { data: profile } = useGetProfileQuery(undefined, { skip: !signedIn });

  return (
    <EventView
      meetup={meetup}
      signedIn={signedIn}
      context={{
        group,
        membershipKnown: !signedIn || groupLoaded,
        isMember: group ? membershipOf(group, userId).isMember : false,
        onJoinGroup: () => {
          if (meetup.groupId) void joinGroup(meetup.groupId);
        },
        joining,
        dogs,
        canAddPrivateMembers: profile?.isTrainer ?? false,
        isAdmin: profile?.isAdmin ?? false,
        extraCards: (
          <>
            {profile?.isTrainer && userId === meetup.organizerId ? (
              <MeetupClientsCard meetupId={meetup.id} />
            ) : null}
            {signedIn ? (
              <>
                <PlaymatesGoingCard meetupId={meetup.id} />
                <PlayedWellCard meetupId={meetup.id} />
              </>
            ) : null}
            <AlbumCard meetupId={meetup.id} />
            <DiscussionCard
              meetupId={meetup.id}
              userId={signedIn ? userId : null}
              inSeries={Boolean(meetup.series)}
            />
          </>
        ),
      }}
    />
  );
}

function meetupRefOf({ id, slug }: Params): MeetupRef | null {
  return slug ? { slug } : id ? { id } : null;
}

/** The meetup's request, started by the app before its first render (app/app.tsx). */
export function firstScreenRequest(params: Params) {
  const meetupRef = meetupRefOf(params);
  return meetupRef ? prefetchMeetup(meetupRef) : null;
}

/** /meetups/{id} and /event/{slug} (spec section 2 "Event page"): public. */
export function EventRoute() {
  const meetupRef = meetupRefOf(useParams());
  const signedIn = Boolean(useAuthToken());
  return (
    <EventScreen meetupRef={meetupRef} signedIn={signedIn}>
      {(meetup) => <Event meetup={meetup} signedIn={signedIn} />}
    </EventScreen>
  );
}
