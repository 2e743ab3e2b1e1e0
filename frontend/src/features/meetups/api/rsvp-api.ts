import { withAttendeeChanges } from '@packmeet/backend/contracts/attendee-order';
import type { AttendanceUpdate } from '@packmeet/backend/contracts/live';
import type {
  AttendeeResponse,
  MeetupHistoryResponse,
  MeetupResponse,
  RsvpResponse,
  RsvpResult,
} from '@packmeet/backend/contracts/meetups';
import { nextPageOf } from '@packmeet/backend/contracts/paging';
import type { SetRsvpBody } from '@packmeet/backend/contracts/requests/set-rsvp.request';
import type { ApiMeta } from '@/lib/api';
import { getToken, getTokenUserId } from '@/lib/auth-token';
import { subscribeToMeetup } from '@/lib/socket';
import { LIVE_KEEP_UNUSED_SECONDS } from '../lib/meetup-options';
import {
  keepLive,
  keepLiveWithChanges,
  refetchOnEveryPush,
  rsvpFromAttendees,
} from './live-updates';
import { meetupsApi, meetupUrl, writeMeetup, type Dispatch, type MeetupsPage } from './meetups-api';

/** What an absent or unreadable RSVP reads as. */
export const NO_RSVP: RsvpResponse = {
  status: null,
  dogIds: [],
  arrivalSlot: null,
  waitlistPosition: null,
};

/** A page of who's going, and the URL of the next page (the Link header), if any. */
export interface AttendeesPage {
  attendees: AttendeeResponse[];
  next: string | null;
}

/** A page of a meetup's history, and the URL of the next page (the Link header), if any. */
export type MeetupHistoryPage = MeetupHistoryResponse & { next: string | null };

/** Where the pages after a list's first page start: the first page's `next`. */
export interface LaterPages {
  meetupId: string;
  from: string;
}

/*
 * Who is going, and the caller's own answer. One way per cache entry and kind of change:
 * - getAttendees: only the socket push, which carries the people whose answer changed, the
 *   caller included (the server pushes to the caller's socket too);
 * - getMyRsvp: the RSVP answer for the caller's own change; the push for a change made by
 *   someone else that moves the caller (a place opens and the waitlist moves them up);
 * - getMeetupHistory: refetched on every push (the push says that something happened, the
 *   history says what).
 * Both lists page (docs/api.md, "Paging"): the first page is the live entry above; the pages
 * after it (getLaterAttendees, getLaterMeetupHistory) are read as people scroll, from the first
 * page's `next`, and read again on every push.
 * After a reconnect every live entry refetches itself (live-updates.ts).
 */
export const rsvpApi = meetupsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Who's going: going, waitlisted (queue order), maybe, not going; the first page. */
    getAttendees: build.query<AttendeesPage, string>({
      query: (meetupId) => `${meetupUrl(meetupId)}/attendees`,
      transformResponse: (attendees: AttendeeResponse[], meta: ApiMeta | undefined) => ({
        attendees,
        next: nextPageOf(meta?.headers?.get('link')),
      }),
      providesTags: (_result, _error, meetupId) => [{ type: 'MeetupAttendees', id: meetupId }],
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (meetupId, lifecycle): Promise<void> =>
        keepLiveWithChanges(lifecycle, {
          meetupId,
          endpoint: rsvpApi.endpoints.getAttendees,
          refetch: rsvpApi.util.prefetch('getAttendees', meetupId, { force: true }),
          apply: (page, update) => ({
            ...page,
            attendees: withAttendeeChanges(page.attendees, update),
          }),
        }),
    }),

    /** The pages of who's going after the first, a page at a time. */
    getLaterAttendees: build.infiniteQuery<AttendeesPage, LaterPages, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg, pageParam }) => pageParam ?? queryArg.from,
      transformResponse: (attendees: AttendeeResponse[], meta: ApiMeta | undefined) => ({
        attendees,
        next: nextPageOf(meta?.headers?.get('link')),
      }),
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (arg, lifecycle): Promise<void> =>
        refetchOnEveryPush(
          arg.meetupId,
          lifecycle,
          rsvpApi.endpoints.getLaterAttendees.initiate(arg, {
            subscribe: false,
            forceRefetch: true,
          }),
        ),
    }),

    /** The caller's answer. Spec section 7: a failed per-meetup RSVP fetch reads as no RSVP. */
    getMyRsvp: build.query<RsvpResponse, string>({
      queryFn: async (meetupId, _api, _extra, baseQuery) => {
        const result = await baseQuery(`${meetupUrl(meetupId)}/rsvp`);
        return { data: result.error ? NO_RSVP : (result.data as RsvpResponse) };
      },
      providesTags: (_result, _error, meetupId) => [{ type: 'MeetupRsvp', id: meetupId }],
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (meetupId, lifecycle): Promise<void> =>
        keepLiveWithChanges(lifecycle, {
          meetupId,
          endpoint: rsvpApi.endpoints.getMyRsvp,
          refetch: rsvpApi.util.prefetch('getMyRsvp', meetupId, { force: true }),
          apply: rsvpAfterPush,
        }),
    }),

    /** Organizer, group owner and administrators only (403 for everyone else); the first page. */
    getMeetupHistory: build.query<MeetupHistoryPage, { meetupId: string; at?: string }>({
      query: ({ meetupId, at }) =>
        `${meetupUrl(meetupId)}/history${at ? `?${new URLSearchParams({ at }).toString()}` : ''}`,
      transformResponse: (history: MeetupHistoryResponse, meta: ApiMeta | undefined) => ({
        ...history,
        next: nextPageOf(meta?.headers?.get('link')),
      }),
      providesTags: (_result, _error, { meetupId }) => [{ type: 'MeetupHistory', id: meetupId }],
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (arg, lifecycle): Promise<void> | undefined => {
        // A moment in the past does not change; the running timeline grows with every answer.
        if (arg.at) return;
        const refetch = rsvpApi.util.prefetch('getMeetupHistory', arg, { force: true });
        return keepLive(lifecycle, refetch, () =>
          subscribeToMeetup(arg.meetupId, () => void lifecycle.dispatch(refetch)),
        );
      },
    }),

    /** The pages of the running timeline after the first, a page at a time. */
    getLaterMeetupHistory: build.infiniteQuery<MeetupHistoryPage, LaterPages, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg, pageParam }) => pageParam ?? queryArg.from,
      transformResponse: (history: MeetupHistoryResponse, meta: ApiMeta | undefined) => ({
        ...history,
        next: nextPageOf(meta?.headers?.get('link')),
      }),
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (arg, lifecycle): Promise<void> =>
        refetchOnEveryPush(
          arg.meetupId,
          lifecycle,
          rsvpApi.endpoints.getLaterMeetupHistory.initiate(arg, {
            subscribe: false,
            forceRefetch: true,
          }),
        ),
    }),

    /** Sets the caller's answer; going beyond capacity answers 'waitlisted' with a position. */
    setRsvp: build.mutation<
      RsvpResult,
      { meetupId: string } & Required<Omit<SetRsvpBody, 'arrivalSlot'>> &
        Pick<SetRsvpBody, 'arrivalSlot'>
    >({
      query: ({ meetupId, status, dogIds, arrivalSlot }) => ({
        url: `${meetupUrl(meetupId)}/rsvp`,
        method: 'POST',
        body: { status, dogIds, arrivalSlot },
      }),
      onQueryStarted: ({ meetupId }, { dispatch, getState, queryFulfilled }) =>
        writeRsvpResult(meetupId, dispatch, getState, queryFulfilled),
    }),

    /** Spec section 4: pressing the active answer again removes the RSVP. */
    clearRsvp: build.mutation<RsvpResult, string>({
      query: (meetupId) => ({ url: `${meetupUrl(meetupId)}/rsvp`, method: 'DELETE' }),
      onQueryStarted: (meetupId, { dispatch, getState, queryFulfilled }) =>
        writeRsvpResult(meetupId, dispatch, getState, queryFulfilled),
    }),
  }),
});

/**
 * The caller's answer after a push. When the push names them, it says their answer. A push names
 * only the people whose own answer changed, so when someone leaves the queue (takes their answer
 * back, or gets a place) a waitlisted caller moves up unnamed: then only a refetch says where.
 */
function rsvpAfterPush(
  rsvp: RsvpResponse,
  { changed, removed }: AttendanceUpdate,
  refetch: () => void,
): RsvpResponse {
  const userId = getTokenUserId(getToken());
  if (!userId) return rsvp;
  if (removed.includes(userId) || changed.some((attendee) => attendee.user.id === userId)) {
    return rsvpFromAttendees(changed, userId);
  }
  const queueMoved =
    removed.length > 0 || changed.some((attendee) => attendee.rsvpStatus !== 'waitlisted');
  if (rsvp.status === 'waitlisted' && queueMoved) refetch();
  return rsvp;
}

/**
 * The caller's own answer: it carries their RSVP and the meetup's new counts, which go straight
 * into every entry that shows them (event page, group page, dashboard), so the caller sees the
 * change at once.
 */
async function writeRsvpResult(
  meetupId: string,
  dispatch: Dispatch,
  getState: () => Parameters<typeof rsvpApi.util.selectCachedArgsForQuery>[0],
  queryFulfilled: Promise<{ data: RsvpResult }>,
): Promise<void> {
  let result: RsvpResult;
  try {
    ({ data: result } = await queryFulfilled);
  } catch {
    // The caller reports the failure; the cache is unchanged.
    return;
  }
  const { rsvp, meetup } = result;
  dispatch(rsvpApi.util.upsertQueryData('getMyRsvp', meetupId, rsvp));
  writeMeetup(dispatch, meetup);
  const inList = (list: MeetupResponse[]) => {
    const entry = list.find((item) => item.id === meetup.id);
    if (entry) Object.assign(entry, meetup);
  };
  const inPage = (page: MeetupsPage) => inList(page.meetups);
  dispatch(rsvpApi.util.updateQueryData('getUpcomingMeetups', undefined, inPage));
  if (meetup.groupId)
    dispatch(rsvpApi.util.updateQueryData('getGroupMeetups', meetup.groupId, inPage));
  for (const from of rsvpApi.util.selectCachedArgsForQuery(getState(), 'getLaterMeetups'))
    dispatch(
      rsvpApi.util.updateQueryData('getLaterMeetups', from, (loaded) => {
        for (const page of loaded.pages) inPage(page);
      }),
    );
}

export const {
  useGetAttendeesQuery,
  useGetLaterAttendeesInfiniteQuery,
  useGetMyRsvpQuery,
  useGetMeetupHistoryQuery,
  useGetLaterMeetupHistoryInfiniteQuery,
  useSetRsvpMutation,
  useClearRsvpMutation,
} = rsvpApi;
