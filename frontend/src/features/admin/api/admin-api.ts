import {
  ADMIN_PROJECTIONS_EVENTS,
  type ProjectionsOverviewResponse,
  type ReplayAllStartedResponse,
  type ReplayStartedResponse,
} from '@packmeet/backend/contracts/admin';
import type { WatchAck } from '@packmeet/backend/contracts/live';
import { api } from '@/lib/api';
import { openAdminSocket } from './admin-socket';

const adminBase = api.enhanceEndpoints({ addTagTypes: ['AdminProjections'] });

export const adminApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    getProjections: build.query<ProjectionsOverviewResponse, void>({
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
          socket.emit(ADMIN_PROJECTIONS_EVENTS.watch, {}, (ack: WatchAck) => {
            if (!ack.ok) console.warn('Live projection updates unavailable', ack.error);
          });
        // socket.io hands on what the server emitted: the contract's ProjectionsOverviewResponse.
        const onOverview = (...args: unknown[]) =>
          updateCachedData(() => args[0] as ProjectionsOverviewResponse);
        socket.on('connect', watch);
        socket.on(ADMIN_PROJECTIONS_EVENTS.overview, onOverview);
        if (socket.connected) watch();
        await cacheEntryRemoved;
        socket.off('connect', watch);
        socket.off(ADMIN_PROJECTIONS_EVENTS.overview, onOverview);
        socket.disconnect();
      },
    }),
    replayProjection: build.mutation<ReplayStartedResponse, string>({
      query: (name) => ({
        url: `/api/admin/projections/${encodeURIComponent(name)}/replay`,
        method: 'POST',
      }),
      invalidatesTags: ['AdminProjections'],
    }),
    replayAllProjections: build.mutation<ReplayAllStartedResponse, void>({
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
