import { withAttendeeChanges } from '@packmeet/backend/contracts/attendee-order';
import type { AttendanceUpdate } from '@packmeet/backend/contracts/live';
import type {
  AttendeeResponse,
  MeetupHistoryResponse,
  MeetupResponse,
  RsvpResponse,
  RsvpResult,
} from '@packmeet/backend/contracts/meetups';
import type { SetRsvpBody } from '@packmeet/backend/contracts/requests/set-rsvp.request';
import { getToken, getTokenUserId } from '@/lib/auth-token';
import { subscribeToMeetup } from '@/lib/socket';
import { LIVE_KEEP_UNUSED_SECONDS } from '../lib/meetup-options';
import { keepLive, keepLiveWithChanges, rsvpFromAttendees } from './live-updates';
import { meetupsApi, meetupUrl, writeMeetup, type Dispatch } from './meetups-api';

/** What an absent or unreadable RSVP reads as. */
export const NO_RSVP: RsvpResponse = {
  status: null,
  dogIds: [],
  arrivalSlot: null,
  waitlistPosition: null,
};

/*
 * Who is going, and the caller's own answer. One way per cache entry and kind of change:
 * - getAttendees: only the socket push, which carries the people whose answer changed, the
 *   caller included (the server pushes to the caller's socket too);
 * - getMyRsvp: the RSVP answer for the caller's own change; the push for a change made by
 *   someone else that moves the caller (a place opens and the waitlist moves them up);
 * - getMeetupHistory: refetched on every push (the push says that something happened, the
 *   history says what).
 * After a reconnect every live entry refetches itself (live-updates.ts).
 */
export const rsvpApi = meetupsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Who's going: going, waitlisted (queue order), maybe, not going. */
    getAttendees: build.query<AttendeeResponse[], string>({
      query: (meetupId) => `${meetupUrl(meetupId)}/attendees`,
      providesTags: (_result, _error, meetupId) => [{ type: 'MeetupAttendees', id: meetupId }],
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (meetupId, lifecycle): Promise<void> =>
        keepLiveWithChanges(lifecycle, {
          meetupId,
          endpoint: rsvpApi.endpoints.getAttendees,
          refetch: rsvpApi.util.prefetch('getAttendees', meetupId, { force: true }),
          apply: withAttendeeChanges,
        }),
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

    /** Organizer, group owner and administrators only (403 for everyone else). */
    getMeetupHistory: build.query<MeetupHistoryResponse, { meetupId: string; at?: string }>({
      query: ({ meetupId, at }) =>
        `${meetupUrl(meetupId)}/history${at ? `?${new URLSearchParams({ at }).toString()}` : ''}`,
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
      onQueryStarted: ({ meetupId }, { dispatch, queryFulfilled }) =>
        writeRsvpResult(meetupId, dispatch, queryFulfilled),
    }),

    /** Spec section 4: pressing the active answer again removes the RSVP. */
    clearRsvp: build.mutation<RsvpResult, string>({
      query: (meetupId) => ({ url: `${meetupUrl(meetupId)}/rsvp`, method: 'DELETE' }),
      onQueryStarted: (meetupId, { dispatch, queryFulfilled }) =>
        writeRsvpResult(meetupId, dispatch, queryFulfilled),
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
  dispatch(rsvpApi.util.updateQueryData('getUpcomingMeetups', undefined, inList));
  if (meetup.groupId)
    dispatch(rsvpApi.util.updateQueryData('getGroupMeetups', meetup.groupId, inList));
}

export const {
  useGetAttendeesQuery,
  useGetMyRsvpQuery,
  useGetMeetupHistoryQuery,
  useSetRsvpMutation,
  useClearRsvpMutation,
} = rsvpApi;
