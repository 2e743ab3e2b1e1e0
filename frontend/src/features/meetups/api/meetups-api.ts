import { api } from '@/lib/api';
import { getToken, getTokenUserId } from '@/lib/auth-token';
import { onLiveReconnect } from '@/lib/socket';
import {
  DEFAULT_MAX_ATTENDEES,
  LIVE_KEEP_UNUSED_SECONDS,
  NO_LIMIT,
  VENUE_CACHE_SECONDS,
} from '../lib/meetup-options';
import type {
  Attendee,
  Meetup,
  MeetupGroup,
  MeetupHistory,
  MeetupRef,
  MyRsvp,
  OwnDog,
  RsvpChoice,
  RsvpResult,
  ScheduleMeetupInput,
  UpdateMeetupInput,
  VenueSuggestion,
} from '../types';
import {
  applyAttendance,
  applyAttendanceToList,
  createListWatch,
  rsvpFromAttendees,
  watchAttendance,
  type ListWatch,
} from './live';

export const NO_RSVP: MyRsvp = { status: null, dogIds: [], waitlistPosition: null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function count(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/**
 * A meetup as the screens use it. The API sends every field; this only fills what an older or
 * partial answer may lack, and applies spec section 9: 20 is displayed when the maximum is
 * missing, and 100 or more means no limit.
 */
export function normalizeMeetup(raw: unknown): Meetup {
  const source = (isRecord(raw) ? raw : {}) as Partial<Meetup>;
  const attendance = {
    going: 0,
    maybe: 0,
    notGoing: 0,
    waitlisted: 0,
    ...(isRecord(source.attendance) ? source.attendance : {}),
  };
  const currentAttendees = count(source.currentAttendees, attendance.going);
  const unregisteredAttendees = count(source.unregisteredAttendees);
  const rawMax = source.maxAttendees === undefined ? DEFAULT_MAX_ATTENDEES : source.maxAttendees;
  const maxAttendees = rawMax === null || rawMax >= NO_LIMIT ? null : rawMax;
  const placesLeft =
    maxAttendees === null
      ? null
      : typeof source.placesLeft === 'number'
        ? source.placesLeft
        : Math.max(0, maxAttendees - currentAttendees - unregisteredAttendees);
  return {
    ...source,
    id: String(source.id ?? ''),
    slug: source.slug ?? '',
    title: source.title ?? '',
    description: source.description ?? '',
    location: source.location ?? '',
    locationDisplay: source.locationDisplay ?? null,
    latitude: source.latitude ?? null,
    longitude: source.longitude ?? null,
    locationIsExact: source.locationIsExact !== false,
    parkType: source.parkType ?? 'regular',
    date: source.date ?? '',
    endTime: source.endTime ?? null,
    maxAttendees,
    currentAttendees,
    unregisteredAttendees,
    attendance,
    placesLeft,
    groupId: source.groupId ?? null,
    groupName: source.groupName ?? null,
    organizerId: source.organizerId ?? null,
    organizer: source.organizer ?? null,
    city: source.city ?? null,
    state: source.state ?? null,
    status: source.status === 'cancelled' ? 'cancelled' : 'scheduled',
    cancelReason: source.cancelReason ?? null,
    isUpcoming: source.isUpcoming ?? false,
  };
}

const meetupList = (raw: unknown): Meetup[] => (Array.isArray(raw) ? raw.map(normalizeMeetup) : []);

function normalizeRsvp(raw: unknown): MyRsvp {
  if (!isRecord(raw)) return NO_RSVP;
  const status = raw.status;
  return {
    status:
      status === 'going' || status === 'maybe' || status === 'not_going' || status === 'waitlisted'
        ? status
        : null,
    dogIds: Array.isArray(raw.dogIds) ? raw.dogIds.filter((id) => typeof id === 'string') : [],
    waitlistPosition: typeof raw.waitlistPosition === 'number' ? raw.waitlistPosition : null,
  };
}

function normalizeRsvpResult(raw: unknown): RsvpResult {
  const source = isRecord(raw) ? raw : {};
  return { rsvp: normalizeRsvp(source.rsvp), meetup: normalizeMeetup(source.meetup) };
}

const meetupUrl = (id: string) => `/api/meetups/${encodeURIComponent(id)}`;

/** The lifecycle promises every live cache entry is given. */
interface CacheLifecycle<T> {
  cacheDataLoaded: Promise<{ data: T }>;
  cacheEntryRemoved: Promise<void>;
}

/**
 * Runs `start` once the entry has data and undoes what it set up when the entry is dropped.
 * Live entries are kept only LIVE_KEEP_UNUSED_SECONDS after their last screen, so watches end.
 */
async function whileCached<T>(
  { cacheDataLoaded, cacheEntryRemoved }: CacheLifecycle<T>,
  start: (data: T) => (() => void)[],
): Promise<void> {
  let stops: (() => void)[];
  try {
    stops = start((await cacheDataLoaded).data);
  } catch {
    // Dropped before its data ever arrived: nothing was set up.
    return;
  }
  await cacheEntryRemoved;
  for (const stop of stops) stop();
}

/** List entries keep their watches here so a refetch can re-aim them (see `createListWatch`). */
const listWatches = new Map<string, ListWatch>();

/** A refetch of a list (e.g. after scheduling) may bring new meetups: watch those too. */
async function syncListWatch(key: string, queryFulfilled: Promise<{ data: Meetup[] }>) {
  try {
    const { data } = await queryFulfilled;
    listWatches.get(key)?.sync(data.map((meetup) => meetup.id));
  } catch {
    // A failed refetch keeps the watches of the list as it was.
  }
}

/** Applies pushes to every meetup of a cached list; refetches the list after a reconnect. */
async function keepListLive(
  key: string,
  lifecycle: CacheLifecycle<Meetup[]> & {
    updateCachedData: (recipe: (draft: Meetup[]) => void) => void;
  },
  refetch: () => void,
): Promise<void> {
  const watch = createListWatch((update) =>
    lifecycle.updateCachedData((draft) => applyAttendanceToList(draft, update)),
  );
  listWatches.set(key, watch);
  await whileCached(lifecycle, (data) => {
    watch.sync(data.map((meetup) => meetup.id));
    return [onLiveReconnect(refetch)];
  });
  watch.close();
  if (listWatches.get(key) === watch) listWatches.delete(key);
}

const UPCOMING_KEY = 'upcoming';
const groupKey = (groupId: string) => `group:${groupId}`;

export const meetupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The dashboard's list: the caller's groups first, then nearby. */
    getUpcomingMeetups: build.query<Meetup[], void>({
      query: () => '/api/meetups/upcoming',
      transformResponse: meetupList,
      providesTags: (result) => [
        { type: 'Meetup', id: 'UPCOMING' },
        ...(result ?? []).map((meetup) => ({ type: 'Meetup' as const, id: meetup.id })),
      ],
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onQueryStarted: (_arg, { queryFulfilled }) => syncListWatch(UPCOMING_KEY, queryFulfilled),
      onCacheEntryAdded: (arg, lifecycle) =>
        keepListLive(UPCOMING_KEY, lifecycle, () => {
          void lifecycle.dispatch(
            meetupsApi.endpoints.getUpcomingMeetups.initiate(arg, {
              subscribe: false,
              forceRefetch: true,
            }),
          );
        }),
    }),

    /** A group's meetups: upcoming soonest first, then past ones latest first. */
    getGroupMeetups: build.query<Meetup[], string>({
      query: (groupId) => `/api/meetups?${new URLSearchParams({ groupId }).toString()}`,
      transformResponse: meetupList,
      providesTags: (result, _error, groupId) => [
        { type: 'Meetup', id: `GROUP-${groupId}` },
        ...(result ?? []).map((meetup) => ({ type: 'Meetup' as const, id: meetup.id })),
      ],
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onQueryStarted: (groupId, { queryFulfilled }) =>
        syncListWatch(groupKey(groupId), queryFulfilled),
      onCacheEntryAdded: (groupId, lifecycle) =>
        keepListLive(groupKey(groupId), lifecycle, () => {
          void lifecycle.dispatch(
            meetupsApi.endpoints.getGroupMeetups.initiate(groupId, {
              subscribe: false,
              forceRefetch: true,
            }),
          );
        }),
    }),

    /** Public; the bearer (sent whenever stored) makes members see the exact place. */
    getMeetup: build.query<Meetup, MeetupRef>({
      query: (ref) =>
        'id' in ref ? meetupUrl(ref.id) : `/api/meetups/by-slug/${encodeURIComponent(ref.slug)}`,
      transformResponse: normalizeMeetup,
      providesTags: (result, _error, ref) => [
        { type: 'Meetup', id: result?.id ?? ('id' in ref ? ref.id : `SLUG-${ref.slug}`) },
      ],
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (ref, lifecycle) =>
        whileCached(lifecycle, (meetup) => [
          watchAttendance(meetup.id, (update) =>
            lifecycle.updateCachedData((draft) => applyAttendance(draft, update)),
          ),
          onLiveReconnect(() => {
            void lifecycle.dispatch(
              meetupsApi.endpoints.getMeetup.initiate(ref, {
                subscribe: false,
                forceRefetch: true,
              }),
            );
          }),
        ]),
    }),

    /** Who's going: going, waitlisted (queue order), maybe, not going. */
    getAttendees: build.query<Attendee[], string>({
      query: (meetupId) => `${meetupUrl(meetupId)}/attendees`,
      transformResponse: (raw: unknown) => (Array.isArray(raw) ? (raw as Attendee[]) : []),
      providesTags: (_result, _error, meetupId) => [{ type: 'MeetupAttendees', id: meetupId }],
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (meetupId, lifecycle) =>
        whileCached(lifecycle, () => [
          watchAttendance(meetupId, (update) => lifecycle.updateCachedData(() => update.attendees)),
          onLiveReconnect(() => {
            void lifecycle.dispatch(
              meetupsApi.endpoints.getAttendees.initiate(meetupId, {
                subscribe: false,
                forceRefetch: true,
              }),
            );
          }),
        ]),
    }),

    /**
     * The caller's answer. Spec section 7: a failed per-meetup RSVP fetch is treated as no RSVP.
     * Pushes keep it current, e.g. when a place opens and the waitlist moves the caller up.
     */
    getMyRsvp: build.query<MyRsvp, string>({
      queryFn: async (meetupId, _api, _extra, baseQuery) => {
        const result = await baseQuery(`${meetupUrl(meetupId)}/rsvp`);
        return { data: result.error ? NO_RSVP : normalizeRsvp(result.data) };
      },
      providesTags: (_result, _error, meetupId) => [{ type: 'MeetupRsvp', id: meetupId }],
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (meetupId, lifecycle) =>
        whileCached(lifecycle, () => [
          watchAttendance(meetupId, (update) => {
            const userId = getTokenUserId(getToken());
            if (userId)
              lifecycle.updateCachedData(() => rsvpFromAttendees(update.attendees, userId));
          }),
          onLiveReconnect(() => {
            void lifecycle.dispatch(
              meetupsApi.endpoints.getMyRsvp.initiate(meetupId, {
                subscribe: false,
                forceRefetch: true,
              }),
            );
          }),
        ]),
    }),

    /** Organizer, group owner and administrators only (403 for everyone else). */
    getMeetupHistory: build.query<MeetupHistory, { meetupId: string; at?: string }>({
      query: ({ meetupId, at }) =>
        `${meetupUrl(meetupId)}/history${at ? `?${new URLSearchParams({ at }).toString()}` : ''}`,
      providesTags: (_result, _error, { meetupId }) => [{ type: 'MeetupHistory', id: meetupId }],
      keepUnusedDataFor: LIVE_KEEP_UNUSED_SECONDS,
      onCacheEntryAdded: (arg, lifecycle) => {
        // A moment in the past does not change; the running timeline grows with every answer.
        if (arg.at) return;
        const refetch = () => {
          void lifecycle.dispatch(
            meetupsApi.endpoints.getMeetupHistory.initiate(arg, {
              subscribe: false,
              forceRefetch: true,
            }),
          );
        };
        return whileCached(lifecycle, () => [
          watchAttendance(arg.meetupId, refetch),
          onLiveReconnect(refetch),
        ]);
      },
    }),

    scheduleMeetup: build.mutation<Meetup, ScheduleMeetupInput>({
      query: (body) => ({ url: '/api/meetups', method: 'POST', body }),
      transformResponse: normalizeMeetup,
      invalidatesTags: (_result, error, { groupId }) =>
        error
          ? []
          : [
              { type: 'Meetup', id: `GROUP-${groupId}` },
              { type: 'Meetup', id: 'UPCOMING' },
            ],
    }),

    /** Organizer, group owner or administrator. Lists refetch: the date may reorder them. */
    updateMeetup: build.mutation<Meetup, { id: string; changes: UpdateMeetupInput }>({
      query: ({ id, changes }) => ({ url: meetupUrl(id), method: 'PUT', body: changes }),
      transformResponse: normalizeMeetup,
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'Meetup', id },
              { type: 'MeetupHistory', id },
            ],
    }),

    cancelMeetup: build.mutation<Meetup, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({
        url: `${meetupUrl(id)}/cancel`,
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      transformResponse: normalizeMeetup,
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'Meetup', id },
              { type: 'MeetupHistory', id },
              { type: 'MeetupRsvp', id },
            ],
    }),

    /** Sets the caller's answer; going beyond capacity answers 'waitlisted' with a position. */
    setRsvp: build.mutation<RsvpResult, { meetupId: string; status: RsvpChoice; dogIds: string[] }>(
      {
        query: ({ meetupId, status, dogIds }) => ({
          url: `${meetupUrl(meetupId)}/rsvp`,
          method: 'POST',
          body: { status, dogIds },
        }),
        transformResponse: normalizeRsvpResult,
        onQueryStarted: ({ meetupId }, { dispatch, queryFulfilled }) =>
          writeRsvpResult(meetupId, dispatch, queryFulfilled),
        invalidatesTags: (_result, error, { meetupId }) => rsvpFollowUps(meetupId, error),
      },
    ),

    /** Spec section 4: pressing the active answer again removes the RSVP. */
    clearRsvp: build.mutation<RsvpResult, string>({
      query: (meetupId) => ({ url: `${meetupUrl(meetupId)}/rsvp`, method: 'DELETE' }),
      transformResponse: normalizeRsvpResult,
      onQueryStarted: (meetupId, { dispatch, queryFulfilled }) =>
        writeRsvpResult(meetupId, dispatch, queryFulfilled),
      invalidatesTags: (_result, error, meetupId) => rsvpFollowUps(meetupId, error),
    }),

    /** Places meetups were held at before in the group's city (no maps service needed). */
    getVenues: build.query<VenueSuggestion[], { city: string; state: string; q: string }>({
      query: (params) => `/api/venues?${new URLSearchParams(params).toString()}`,
      transformResponse: (raw: unknown) =>
        Array.isArray(raw)
          ? (raw as VenueSuggestion[]).filter(
              (venue) => typeof venue?.formatted_address === 'string' && venue.formatted_address,
            )
          : [],
      keepUnusedDataFor: VENUE_CACHE_SECONDS,
    }),

    /** A personal iCal feed of the meetups the caller is going to. */
    getCalendarFeedUrl: build.query<string, void>({
      query: () => '/api/calendar/feed-url',
      transformResponse: (raw: unknown) =>
        isRecord(raw) && typeof raw.url === 'string' ? raw.url : '',
      providesTags: ['Profile'],
    }),

    /*
     * The event page is a route of this feature, so it asks for the few things of other
     * features it needs itself: the meetup's group (membership, About card), joining it, the
     * viewer's dogs (who comes along) and trainer flag. Same URLs and tags as the groups, dogs
     * and profile features, so a change there refreshes these too.
     */
    getMeetupGroup: build.query<MeetupGroup, string>({
      query: (groupId) => `/api/groups/${encodeURIComponent(groupId)}`,
      providesTags: (_result, _error, groupId) => [{ type: 'Group', id: groupId }],
    }),

    joinMeetupGroup: build.mutation<{ joined?: boolean; message?: string }, string>({
      query: (groupId) => ({
        url: `/api/groups/${encodeURIComponent(groupId)}/join`,
        method: 'POST',
      }),
      async onQueryStarted(groupId, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            meetupsApi.util.updateQueryData('getMeetupGroup', groupId, (group) => {
              group.isMember = true;
              group.role = group.role ?? 'member';
            }),
          );
        } catch {
          // The caller reports the failure.
        }
      },
      invalidatesTags: (_result, error, groupId) =>
        error
          ? []
          : [
              { type: 'Group', id: groupId },
              'GroupList',
              { type: 'GroupMembers', id: groupId },
              { type: 'Posts', id: groupId },
              { type: 'Meetup', id: 'UPCOMING' },
              { type: 'Meetup', id: `GROUP-${groupId}` },
            ],
    }),

    getOwnDogs: build.query<OwnDog[], void>({
      query: () => '/api/dogs',
      transformResponse: (raw: unknown) => (Array.isArray(raw) ? (raw as OwnDog[]) : []),
      providesTags: [{ type: 'Dog', id: 'LIST' }],
    }),

    getViewerProfile: build.query<{ isTrainer: boolean; isAdmin: boolean }, void>({
      query: () => '/api/profile',
      transformResponse: (raw: unknown) => ({
        isTrainer: isRecord(raw) && raw.isTrainer === true,
        isAdmin: isRecord(raw) && raw.isAdmin === true,
      }),
      providesTags: ['Profile'],
    }),
  }),
});

type AppDispatchLike = (action: unknown) => unknown;

/**
 * An RSVP answer carries the caller's new answer and the meetup's new counts: both go straight
 * into the cache (event page, group list, dashboard) without waiting for a refetch or a push.
 */
async function writeRsvpResult(
  meetupId: string,
  dispatch: AppDispatchLike,
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
  const { util } = meetupsApi;
  dispatch(util.upsertQueryData('getMyRsvp', meetupId, rsvp));
  const refs: MeetupRef[] = [{ id: meetup.id }, ...(meetup.slug ? [{ slug: meetup.slug }] : [])];
  for (const ref of refs) {
    dispatch(util.updateQueryData('getMeetup', ref, (draft) => Object.assign(draft, meetup)));
  }
  const inList = (list: Meetup[]) => {
    const entry = list.find((item) => item.id === meetup.id);
    if (entry) Object.assign(entry, meetup);
  };
  dispatch(util.updateQueryData('getUpcomingMeetups', undefined, inList));
  if (meetup.groupId) dispatch(util.updateQueryData('getGroupMeetups', meetup.groupId, inList));
}

/** Who is going changed: the attendee list and the organizers' timeline follow. */
function rsvpFollowUps(meetupId: string, error: unknown) {
  return error
    ? []
    : [
        { type: 'MeetupAttendees' as const, id: meetupId },
        { type: 'MeetupHistory' as const, id: meetupId },
      ];
}

export const {
  useGetUpcomingMeetupsQuery,
  useGetGroupMeetupsQuery,
  useGetMeetupQuery,
  useGetAttendeesQuery,
  useGetMyRsvpQuery,
  useGetMeetupHistoryQuery,
  useScheduleMeetupMutation,
  useUpdateMeetupMutation,
  useCancelMeetupMutation,
  useSetRsvpMutation,
  useClearRsvpMutation,
  useGetVenuesQuery,
  useLazyGetCalendarFeedUrlQuery,
  useGetMeetupGroupQuery,
  useJoinMeetupGroupMutation,
  useGetOwnDogsQuery,
  useGetViewerProfileQuery,
} = meetupsApi;
