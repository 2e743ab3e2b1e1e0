import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDeferredValue, type ReactNode } from 'react';
import { LoadingState } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { ServerMarkup } from '@/lib/server-markup';
import { useDocumentMeta } from '@/lib/document-meta';
import { useGetMeetupQuery } from '../../api/meetups-api';
import { formatMeetupStart } from '@packmeet/backend/contracts/local-time';
import type { MeetupRef } from '../../types';
import { EventLayout } from './event-layout';
import { EventLoadFailed, EventNotFound } from './event-not-found';

function describe(meetup: MeetupResponse): string {
  // As the server-rendered page describes it: a shared description names the zone.
  const when = formatMeetupStart(meetup.date, meetup.timeZone);
  const where = meetup.locationDisplay || meetup.location;
  return [when, where, meetup.groupName].filter(Boolean).join(' · ');
}

/**
 * The shareable event screen's frame (spec section 2 "Event page"), reached by /meetups/{id} or
 * /event/{slug}: loads the meetup, titles the page, and shows 'Event Not Found' or a retry when
 * it cannot. `children` renders the meetup once it is there; the app composes that part.
 */
export function EventScreen({
  meetupRef,
  signedIn,
  children,
}: {
  meetupRef: MeetupRef | null;
  signedIn: boolean;
  children: (meetup: MeetupResponse) => ReactNode;
}) {
  /*
   * Deferred: the answer renders the whole page, and a store update renders synchronously, in
   * one long task. As a deferred value React renders it in slices, keeping the previous state
   * on screen meanwhile.
   */
  const {
    data: meetup,
    isLoading,
    error,
    refetch,
  } = useDeferredValue(useGetMeetupQuery(meetupRef ?? skipToken));
  useDocumentMeta({
    title: meetup ? `${meetup.title} · PackMeet` : 'Dog Meetup · PackMeet',
    description: meetup ? describe(meetup) : undefined,
  });

  const missing =
    !meetupRef ||
    (isApiError(error) && (error.status === 404 || error.status === 400)) ||
    undefined;
  // A visitor's page keeps the server's first screen (the same top) until the meetup is here.
  if (!meetup && isLoading && !signedIn)
    return (
      <ServerMarkup
        fallback={
          <EventLayout signedIn={false}>
            <LoadingState label="Loading event..." />
          </EventLayout>
        }
      />
    );
  let content;
  if (meetup) content = children(meetup);
  else if (isLoading) content = <LoadingState label="Loading event..." />;
  else if (missing || !error) content = <EventNotFound />;
  else content = <EventLoadFailed onRetry={() => void refetch()} />;

  return <EventLayout signedIn={signedIn}>{content}</EventLayout>;
}
