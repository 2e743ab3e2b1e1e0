import type { UnknownAction } from '@reduxjs/toolkit';
import type {
  CalendarFeedUrlResponse,
  MeetupResponse,
  VenueSuggestion,
} from '@packmeet/backend/contracts/meetups';
import type {
  ScheduleMeetupBody,
  UpdateMeetupBody,
} from '@packmeet/backend/contracts/requests/schedule-meetup.request';
import { nextPageOf } from '@packmeet/backend/contracts/paging';
import { api, type ApiMeta } from '@/lib/api';
import { subscribeToMeetup } from '@/lib/socket';
import { LIVE_KEEP_UNUSED_SECONDS, VENUE_CACHE_SECONDS } from '../lib/meetup-options';
import type { MeetupRef } from '../types';
import { applyAttendance, keepListLive, keepLive } from './live-updates';

export const meetupUrl = (id: string) => `/api/meetups/${encodeURIComponent(id)}`;

/** A page of a list of meetups, and the URL of the next page (the Link header), if any. */
export interface MeetupsPage {
  meetups: MeetupResponse[];
  next: string | null;
}

const toPage = (meetups: MeetupResponse[], meta: ApiMeta | undefined): MeetupsPage => ({
  meetups,
  next: nextPageOf(meta?.headers?.get('link')),
});

const UPCOMING = { type: 'Meetup', id: 'UPCOMING' } as const;
const groupMeetups = (groupId: string | null) =>
  ({ type: 'Meetup', id: `GROUP-${groupId ?? ''}` }) as const;

/**
 * Which lists hold a meetup is the server's to say (its date orders them, the dashboard drops
 * cancelled ones): after scheduling, editing or cancelling, the lists it may be in refetch.
 */
const listsOf = (meetup: MeetupResponse | undefined) =>
  meetup ? [UPCOMING, groupMeetups(meetup.groupId)] : [];

/*
 * Each cache entry below is updated one way per kind of change:
 * - getMeetup: pushes for other people's answers, the RSVP answer for the caller's own (see
 *   rsvp-api.ts), the edit and cancel answers for the organizer's changes;
 * - the lists: pushes and the RSVP answer for attendance; tags for which meetups they hold.
 *   Both page (docs/api.md, "Paging"): the first page is the entry of its list, the pages after
 *   it (getLaterMeetups, from the first page's `next`) are read as people scroll, and kept live
 *   alike.
 * After a reconnect every live entry refetches itself (live-updates.ts).
 */
export const meetupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The dashboard's list: the caller's groups first, then nearby; the first page. */
    getUpcomingMeetups: build.query<MeetupsPage, void>({
      query: () => '/api/meetups/upcoming',
      transformResponse: toPage,
      providesTags: [UPCOMING],
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (_arg, lifecycle): Promise<void> =>
        keepListLive(
          lifecycle,
          meetupsApi.util.prefetch('getUpcomingMeetups', undefined, { force: true }),
          (action: UnknownAction) => meetupsApi.endpoints.getUpcomingMeetups.matchFulfilled(action),
          (page) => page.meetups,
        ),
    }),

    /** A group's meetups: upcoming soonest first, then past ones latest first; the first page. */
    getGroupMeetups: build.query<MeetupsPage, string>({
      query: (groupId) => `/api/meetups?${new URLSearchParams({ groupId }).toString()}`,
      transformResponse: toPage,
      providesTags: (_result, _error, groupId) => [groupMeetups(groupId)],
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (groupId, lifecycle): Promise<void> =>
        keepListLive(
          lifecycle,
          meetupsApi.util.prefetch('getGroupMeetups', groupId, { force: true }),
          (action: UnknownAction) =>
            meetupsApi.endpoints.getGroupMeetups.matchFulfilled(action) &&
            action.meta.arg.originalArgs === groupId,
          (page) => page.meetups,
        ),
    }),

    /** The pages of either list after its first, from the first page's `next`. */
    getLaterMeetups: build.infiniteQuery<MeetupsPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg: from, pageParam }) => pageParam ?? from,
      transformResponse: toPage,
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (from, lifecycle): Promise<void> =>
        keepListLive(
          lifecycle,
          meetupsApi.endpoints.getLaterMeetups.initiate(from, {
            subscribe: false,
            forceRefetch: true,
          }),
          (action: UnknownAction) =>
            meetupsApi.endpoints.getLaterMeetups.matchFulfilled(action) &&
            action.meta.arg.originalArgs === from,
          (pages) => pages.pages.flatMap((page) => page.meetups),
        ),
    }),

    /** Public; the bearer (sent whenever stored) makes members see the exact place. */
    getMeetup: build.query<MeetupResponse, MeetupRef>({
      query: (ref) =>
        'id' in ref ? meetupUrl(ref.id) : `/api/meetups/by-slug/${encodeURIComponent(ref.slug)}`,
      providesTags: (result, _error, ref) => [
        { type: 'Meetup', id: result?.id ?? ('id' in ref ? ref.id : `SLUG-${ref.slug}`) },
      ],
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (ref, lifecycle): Promise<void> =>
        keepLive(lifecycle, meetupsApi.util.prefetch('getMeetup', ref, { force: true }), (meetup) =>
          subscribeToMeetup(meetup.id, (update) =>
            lifecycle.updateCachedData((draft) => applyAttendance(draft, update)),
          ),
        ),
    }),

    scheduleMeetup: build.mutation<MeetupResponse, ScheduleMeetupBody>({
      query: (body) => ({ url: '/api/meetups', method: 'POST', body }),
      invalidatesTags: listsOf,
    }),

    /** Organizer, group owner or administrator. */
    updateMeetup: build.mutation<MeetupResponse, { id: string; changes: UpdateMeetupBody }>({
      query: ({ id, changes }) => ({ url: meetupUrl(id), method: 'PUT', body: changes }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        writeMeetupAnswer(dispatch, queryFulfilled),
      invalidatesTags: listsOf,
    }),

    cancelMeetup: build.mutation<MeetupResponse, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        url: `${meetupUrl(id)}/cancel`,
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        writeMeetupAnswer(dispatch, queryFulfilled),
      invalidatesTags: listsOf,
    }),

    /** Places meetups were held at before in the group's city (no maps service needed). */
    getVenues: build.query<VenueSuggestion[], { city: string; state: string; q: string }>({
      query: (params) => `/api/venues?${new URLSearchParams(params).toString()}`,
      keepUnusedDataFor: VENUE_CACHE_SECONDS,
    }),

    /** A personal iCal feed of the meetups the caller is going to. */
    getCalendarFeedUrl: build.query<CalendarFeedUrlResponse, void>({
      query: () => '/api/calendar/feed-url',
      providesTags: ['Profile'],
    }),

    /** "Reset my calendar link": the feed URL given out so far stops working. */
    resetCalendarFeed: build.mutation<void, void>({
      query: () => ({ url: '/api/calendar/feed-url/reset', method: 'POST' }),
    }),
  }),
});

/** The store's dispatch, as mutation lifecycles hand it over. */
/** Starts the meetup's request ahead of the screen that shows it (the app's first screen). */
export const prefetchMeetup = (ref: MeetupRef) => meetupsApi.util.prefetch('getMeetup', ref, {});

export type Dispatch = (action: unknown) => unknown;

/** Writes a meetup the server answered with into the event page's entries (by id and slug). */
export function writeMeetup(dispatch: Dispatch, meetup: MeetupResponse): void {
  const refs: MeetupRef[] = [{ id: meetup.id }, { slug: meetup.slug }];
  for (const ref of refs) {
    dispatch(
      meetupsApi.util.updateQueryData('getMeetup', ref, (draft) => Object.assign(draft, meetup)),
    );
  }
}

/** The organizer's own edit or cancellation: the answer is the meetup as it now is. */
async function writeMeetupAnswer(
  dispatch: Dispatch,
  queryFulfilled: Promise<{ data: MeetupResponse }>,
): Promise<void> {
  try {
    writeMeetup(dispatch, (await queryFulfilled).data);
  } catch {
    // The caller reports the failure; the cache is unchanged.
  }
}

export const {
  useGetUpcomingMeetupsQuery,
  useGetGroupMeetupsQuery,
  useGetLaterMeetupsInfiniteQuery,
  useGetMeetupQuery,
  useScheduleMeetupMutation,
  useUpdateMeetupMutation,
  useCancelMeetupMutation,
  useGetVenuesQuery,
  useLazyGetCalendarFeedUrlQuery,
  useResetCalendarFeedMutation,
} = meetupsApi;
