import type {
  NotificationListResponse,
  NotificationPreferences,
  OutboxResponse,
} from '@packmeet/backend/contracts/notifications';
import type { SetNotificationPreferenceBody } from '@packmeet/backend/contracts/requests/notifications.request';
import { api } from '@/lib/api';
import { subscribeToNotifications } from '@/lib/socket';

/*
 * One way per change into the cache: someone else's (a new notification) arrives by socket
 * push; the caller's own (mark read, preferences) comes back as the mutation's answer.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationListResponse, void>({
      query: () => '/api/notifications',
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
    markNotificationRead: build.mutation<NotificationListResponse, string>({
      query: (id) => ({ url: `/api/notifications/${encodeURIComponent(id)}/read`, method: 'POST' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        await writeList(dispatch, queryFulfilled);
      },
    }),
    markAllNotificationsRead: build.mutation<NotificationListResponse, void>({
      query: () => ({ url: '/api/notifications/read-all', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await writeList(dispatch, queryFulfilled);
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

async function writeList(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: NotificationListResponse }>,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(notificationsApi.util.upsertQueryData('getNotifications', undefined, data));
  } catch {
    // The caller reports the failure.
  }
}

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetNotificationPreferencesQuery,
  useSetNotificationPreferenceMutation,
  useGetOutboxQuery,
} = notificationsApi;
