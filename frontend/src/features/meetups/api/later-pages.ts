import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { orderAttendees } from '@packmeet/backend/contracts/attendee-order';
import type {
  AttendeeResponse,
  HistoryEntry,
  MeetupResponse,
} from '@packmeet/backend/contracts/meetups';
import {
  useGetGroupMeetupsQuery,
  useGetLaterMeetupsInfiniteQuery,
  useGetUpcomingMeetupsQuery,
  type MeetupsPage,
} from './meetups-api';
import {
  useGetAttendeesQuery,
  useGetLaterAttendeesInfiniteQuery,
  useGetLaterMeetupHistoryInfiniteQuery,
  useGetMeetupHistoryQuery,
} from './rsvp-api';

/** What a screen needs to load the next page of a list (`components/ui/load-more.tsx`). */
export interface MorePages {
  onLoad: () => void;
  isLoading: boolean;
}

/** The part of an infinite query's result that loading later pages reads. */
interface LaterQuery<P> {
  data?: { pages: P[] };
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A list whose first page is a live entry of its own: the pages after it start at the first
 * page's `next`, and only once someone asks for them. When the first page is read again with
 * another `next`, the later pages start again from it.
 */
function useLaterPagesFrom(firstNext: string | null) {
  const [asked, setAsked] = useState<string | null>(null);
  const from = asked !== null && asked === firstNext ? asked : null;
  return {
    from,
    of<P>(later: LaterQuery<P>): { pages: P[]; more: MorePages | null } {
      const pages = from === null ? [] : (later.data?.pages ?? []);
      const hasMore = firstNext !== null && (from === null || later.hasNextPage);
      return {
        pages,
        more: hasMore
          ? {
              onLoad: () => {
                if (from === null) setAsked(firstNext);
                else if (!later.isFetching) void later.fetchNextPage();
              },
              isLoading: from !== null && later.isFetching,
            }
          : null,
      };
    },
  };
}

/**
 * Who's going, as loaded so far: the live first page, then the pages people scrolled to. Where
 * a person is on both (a push brought them into the first page), the first page's entry wins.
 */
export function useAttendees(meetupId: string) {
  const first = useGetAttendeesQuery(meetupId);
  const paging = useLaterPagesFrom(first.data?.next ?? null);
  const later = useGetLaterAttendeesInfiniteQuery(
    paging.from === null ? skipToken : { meetupId, from: paging.from },
  );
  const { pages, more } = paging.of(later);
  let attendees: AttendeeResponse[] | undefined = first.data?.attendees;
  if (attendees && pages.length > 0) {
    const onFirst = new Set(attendees.map((attendee) => attendee.user.id));
    attendees = orderAttendees([
      ...attendees,
      ...pages.flatMap((page) => page.attendees).filter((entry) => !onFirst.has(entry.user.id)),
    ]);
  }
  return { attendees, isLoading: first.isLoading, isError: first.isError, more };
}

/** The running timeline of a meetup as loaded so far, oldest first. */
export function useMeetupHistory(meetupId: string) {
  const first = useGetMeetupHistoryQuery({ meetupId });
  const paging = useLaterPagesFrom(first.data?.next ?? null);
  const later = useGetLaterMeetupHistoryInfiniteQuery(
    paging.from === null ? skipToken : { meetupId, from: paging.from },
  );
  const { pages, more } = paging.of(later);
  let entries: HistoryEntry[] | undefined = first.data?.entries;
  if (entries && pages.length > 0) {
    const seen = new Set<number>();
    entries = [...entries, ...pages.flatMap((page) => page.entries)].filter(
      (entry) => !seen.has(entry.revision) && Boolean(seen.add(entry.revision)),
    );
  }
  return { entries, isLoading: first.isLoading, isError: first.isError, more };
}

/** A list of meetups as loaded so far: its live first page, then the pages people scrolled to. */
function useMeetupPages(first: { data?: MeetupsPage; isLoading: boolean }) {
  const paging = useLaterPagesFrom(first.data?.next ?? null);
  const later = useGetLaterMeetupsInfiniteQuery(paging.from ?? skipToken);
  const { pages, more } = paging.of(later);
  let meetups: MeetupResponse[] | undefined = first.data?.meetups;
  if (meetups && pages.length > 0) {
    const seen = new Set<string>();
    meetups = [...meetups, ...pages.flatMap((page) => page.meetups)].filter(
      (meetup) => !seen.has(meetup.id) && Boolean(seen.add(meetup.id)),
    );
  }
  return { meetups, isLoading: first.isLoading, more };
}

/** The dashboard's Upcoming Meetups as loaded so far. */
export function useUpcomingMeetups() {
  return useMeetupPages(useGetUpcomingMeetupsQuery());
}

/** A group's meetups as loaded so far: upcoming soonest first, then past ones latest first. */
export function useGroupMeetups(groupId: string) {
  return useMeetupPages(useGetGroupMeetupsQuery(groupId));
}
