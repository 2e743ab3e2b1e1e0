import { api } from '@/lib/api';
import type { ProjectionsOverview, ReplayAllStarted, ReplayStarted } from '../types';
import { ADMIN_EVENTS, openAdminSocket } from './admin-socket';

const adminBase = api.enhanceEndpoints({ addTagTypes: ['AdminProjections'] });

export const adminApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    getProjections: build.query<ProjectionsOverview, void>({
      query: () => '/api/admin/projections',
      providesTags: ['AdminProjections'],
      // Leaving the page drops the entry at once, which closes the admin socket below.
      keepUnusedDataFor: 0,
      /*
       * While the page is open, the server pushes the whole overview over
       * socket.io whenever a replay progresses or a projection changes state.
       * The watch is per connection, so it is sent again after every reconnect.
       */
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          // The first load failed (403, 401): nothing to keep live.
          return;
        }
        const socket = openAdminSocket();
        const watch = () =>
          socket.emit(
            ADMIN_EVENTS.watchProjections,
            {},
            (ack: { ok?: boolean; error?: string } | undefined) => {
              if (!ack?.ok) console.warn('Live projection updates unavailable', ack?.error);
            },
          );
        const onOverview = (payload: unknown) => {
          const overview = payload as ProjectionsOverview | null;
          if (!overview || !Array.isArray(overview.projections)) return;
          updateCachedData(() => overview);
        };
        socket.on('connect', watch);
        socket.on(ADMIN_EVENTS.projections, onOverview);
        if (socket.connected) watch();
        await cacheEntryRemoved;
        socket.off('connect', watch);
        socket.off(ADMIN_EVENTS.projections, onOverview);
        socket.disconnect();
      },
    }),
    replayProjection: build.mutation<ReplayStarted, string>({
      query: (name) => ({
        url: `/api/admin/projections/${encodeURIComponent(name)}/replay`,
        method: 'POST',
      }),
      invalidatesTags: ['AdminProjections'],
    }),
    replayAllProjections: build.mutation<ReplayAllStarted, void>({
      query: () => ({ url: '/api/admin/projections/replay-all', method: 'POST' }),
      invalidatesTags: ['AdminProjections'],
    }),
  }),
});

export const {
  useGetProjectionsQuery,
  useReplayProjectionMutation,
  useReplayAllProjectionsMutation,
} = adminApi;
