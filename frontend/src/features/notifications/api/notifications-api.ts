import type {
  NotificationListResponse,
  NotificationPreferences,
  NotificationResponse,
  OutboxResponse,
} from '@packmeet/backend/contracts/notifications';
import type { SetNotificationPreferenceBody } from '@packmeet/backend/contracts/requests/notifications.request';
import { nextPageOf } from '@packmeet/backend/contracts/paging';
import { api, type ApiMeta } from '@/lib/api';
import { subscribeToNotifications } from '@/lib/socket';

/** The latest notifications, and the URL of the older ones (the Link header), if any. */
export type LatestNotifications = NotificationListResponse & { next: string | null };

/** A page of older notifications, and the URL of the page after it. */
export interface OlderNotifications {
  notifications: NotificationResponse[];
  next: string | null;
}

/*
 * One way per change into the cache: someone else's (a new notification) arrives by socket
 * push; the caller's own (mark read, preferences) comes back as the mutation's answer.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<LatestNotifications, void>({
      query: () => '/api/notifications',
      transformResponse: (list: NotificationListResponse, meta: ApiMeta | undefined) => ({
        ...list,
        next: nextPageOf(meta?.headers?.get('link')),
      }),
      providesTags: ['Notifications'],
      async onCacheEntryAdded(
        _arg,
        { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch },
      ) {
        let loaded = false;
        const unsubscribe = subscribeToNotifications(
          ({ notification, unreadCount }) =>
            updateCachedData((draft) => {
              if (draft.notifications.some((existing) => existing.id === notification.id)) return;
              draft.notifications.unshift(notification);
              draft.unreadCount = unreadCount;
            }),
          // Read before the socket joined the person's room (or across a gap): read again.
          () => {
            if (loaded) dispatch(notificationsApi.util.invalidateTags(['Notifications']));
          },
        );
        try {
          await cacheDataLoaded;
          loaded = true;
        } catch {
          // The entry went away before its data arrived.
        }
        await cacheEntryRemoved;
        unsubscribe();
      },
    }),
    /** Older notifications, a page at a time, from the latest ones' `next`. */
    getOlderNotifications: build.infiniteQuery<OlderNotifications, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg, pageParam }) => pageParam ?? queryArg,
      transformResponse: (list: NotificationListResponse, meta: ApiMeta | undefined) => ({
        notifications: list.notifications,
        next: nextPageOf(meta?.headers?.get('link')),
      }),
      providesTags: ['Notifications'],
    }),
    markNotificationRead: build.mutation<NotificationListResponse, string>({
      query: (id) => ({ url: `/api/notifications/${encodeURIComponent(id)}/read`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        await writeList(
          dispatch,
          getState,
          queryFulfilled,
          (notification) => notification.id === id,
        );
      },
    }),
    markAllNotificationsRead: build.mutation<NotificationListResponse, void>({
      query: () => ({ url: '/api/notifications/read-all', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        await writeList(dispatch, getState, queryFulfilled, () => true);
      },
    }),
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/api/notifications/preferences',
      providesTags: ['Notifications'],
    }),
    setNotificationPreference: build.mutation<
      NotificationPreferences,
      SetNotificationPreferenceBody
    >({
      query: (body) => ({ url: '/api/notifications/preferences', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            notificationsApi.util.upsertQueryData('getNotificationPreferences', undefined, data),
          );
        } catch {
          // The caller reports the failure.
        }
      },
    }),
    getOutbox: build.query<OutboxResponse, void>({
      query: () => '/api/admin/notifications',
    }),
  }),
});

/**
 * A mark-read answer is the latest page: it replaces the cached one (keeping where the older ones
 * start), and the notifications it read are marked read on the older pages loaded too.
 */
async function writeList(
  dispatch: (action: unknown) => unknown,
  getState: () => unknown,
  queryFulfilled: Promise<{ data: NotificationListResponse }>,
  wasRead: (notification: NotificationResponse) => boolean,
) {
  try {
    const { data } = await queryFulfilled;
    const selectLatest = notificationsApi.endpoints.getNotifications.select();
    const state = getState() as Parameters<typeof selectLatest>[0];
    const latest = selectLatest(state).data;
    dispatch(
      notificationsApi.util.upsertQueryData('getNotifications', undefined, {
        ...data,
        next: latest?.next ?? null,
      }),
    );
    for (const from of notificationsApi.util.selectCachedArgsForQuery(
      state,
      'getOlderNotifications',
    ))
      dispatch(
        notificationsApi.util.updateQueryData('getOlderNotifications', from, (older) => {
          for (const page of older.pages)
            for (const notification of page.notifications)
              if (wasRead(notification)) notification.read = true;
        }),
      );
  } catch {
    // The caller reports the failure.
  }
}

export const {
  useGetNotificationsQuery,
  useGetOlderNotificationsInfiniteQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetNotificationPreferencesQuery,
  useSetNotificationPreferenceMutation,
  useGetOutboxQuery,
} = notificationsApi;
