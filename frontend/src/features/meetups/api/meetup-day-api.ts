import type {
  AttendanceRecordResponse,
  AttendeeDay,
  CheckInListResponse,
  MeetupNote,
  MeetupNotesResponse,
} from '@packmeet/backend/contracts/meetup-day';
import type {
  LeaveNoteBody,
  SetDayStatusBody,
} from '@packmeet/backend/contracts/requests/meetup-day.request';
import { subscribeToMeetup } from '@/lib/socket';
import { LIVE_KEEP_UNUSED_SECONDS } from '../lib/meetup-options';
import { keepLive } from './live-updates';
import { meetupsApi, meetupUrl } from './meetups-api';

/*
 * The day of a meetup. One way per cache entry and kind of change:
 * - where people are (the board): the attendee list's push, the caller's own status included,
 *   so setDayStatus writes nothing into the cache itself;
 * - the organizers' check-in list: its check-in and no-show answers for their own taps, a
 *   refetch on every push for everyone else's (like the history);
 * - the caller's note: the answer to leaving it.
 */
export const meetupDayApi = meetupsApi.injectEndpoints({
  endpoints: (build) => ({
    setDayStatus: build.mutation<AttendeeDay, { meetupId: string } & SetDayStatusBody>({
      query: ({ meetupId, ...body }) => ({
        url: `${meetupUrl(meetupId)}/day-status`,
        method: 'POST',
        body,
      }),
    }),

    /** Organizers only (403 for everyone else). */
    getCheckInList: build.query<CheckInListResponse, string>({
      query: (meetupId) => `${meetupUrl(meetupId)}/check-in`,
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (meetupId, lifecycle): Promise<void> => {
        const refetch = meetupDayApi.util.prefetch('getCheckInList', meetupId, { force: true });
        return keepLive(lifecycle, refetch, () =>
          subscribeToMeetup(meetupId, () => void lifecycle.dispatch(refetch)),
        );
      },
    }),

    recordAttendance: build.mutation<
      CheckInListResponse,
      { meetupId: string; userId: string; outcome: 'check-in' | 'undo-check-in' | 'no-show' }
    >({
      query: ({ meetupId, userId, outcome }) => ({
        url: `${meetupUrl(meetupId)}/${outcome}`,
        method: 'POST',
        body: { userId },
      }),
      onQueryStarted: async ({ meetupId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(meetupDayApi.util.upsertQueryData('getCheckInList', meetupId, data));
        } catch {
          // The caller reports the failure; the cache is unchanged.
        }
      },
    }),

    getMyNote: build.query<MeetupNote | null, string>({
      query: (meetupId) => `${meetupUrl(meetupId)}/note`,
    }),

    leaveNote: build.mutation<MeetupNote | null, { meetupId: string } & LeaveNoteBody>({
      query: ({ meetupId, ...body }) => ({
        url: `${meetupUrl(meetupId)}/note`,
        method: 'PUT',
        body,
      }),
      onQueryStarted: async ({ meetupId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(meetupDayApi.util.upsertQueryData('getMyNote', meetupId, data));
        } catch {
          // The caller reports the failure.
        }
      },
    }),

    /** Organizers only. */
    getMeetupNotes: build.query<MeetupNotesResponse, string>({
      query: (meetupId) => `${meetupUrl(meetupId)}/notes`,
    }),

    /** The member's own, or for the organizers of their groups. */
    getAttendanceRecord: build.query<AttendanceRecordResponse, string>({
      query: (userId) => `/api/users/${encodeURIComponent(userId)}/attendance`,
    }),
  }),
});

export const {
  useSetDayStatusMutation,
  useGetCheckInListQuery,
  useRecordAttendanceMutation,
  useGetMyNoteQuery,
  useLeaveNoteMutation,
  useGetMeetupNotesQuery,
  useGetAttendanceRecordQuery,
} = meetupDayApi;
