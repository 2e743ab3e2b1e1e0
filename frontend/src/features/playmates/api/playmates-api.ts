import type {
  DogPlaymatesResponse,
  PlayedWellResponse,
  PlaymateMeetupsResponse,
  PlaymatesGoingResponse,
} from '@packmeet/backend/contracts/playmates';
import type {
  MarkPlayedWellRequest,
  PlaymatesSettingRequest,
} from '@packmeet/backend/contracts/requests/playmates.request';
import { api } from '@/lib/api';

/*
 * Playmates (docs/playmates.md). Everything here is the signed-in owner's own, so every entry
 * carries the user-scoped 'Dog' tag (dropped when the user changes). The caller's own changes
 * come back in the mutation's answer, written into the entry it answers. Nothing is pushed live:
 * the other owner's mark or removal, and others' RSVPs, are read afresh when a list is shown
 * (`refetchOnMountOrArgChange` where the lists are used).
 */
const OWN = [{ type: 'Dog' as const, id: 'PLAYMATES' }];
const encode = encodeURIComponent;

export const playmatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlayedWell: build.query<PlayedWellResponse, string>({
      query: (meetupId) => `/api/meetups/${encode(meetupId)}/played-well`,
      providesTags: OWN,
    }),
    markPlayedWell: build.mutation<
      PlayedWellResponse,
      { meetupId: string } & MarkPlayedWellRequest
    >({
      query: ({ meetupId, ...body }) => ({
        url: `/api/meetups/${encode(meetupId)}/played-well`,
        method: 'POST',
        body,
      }),
      onQueryStarted: async ({ meetupId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(playmatesApi.util.upsertQueryData('getPlayedWell', meetupId, data));
        } catch {
          // The caller reports the failure; the cache is unchanged.
        }
      },
    }),
    getDogPlaymates: build.query<DogPlaymatesResponse, string>({
      query: (dogId) => `/api/dogs/${encode(dogId)}/playmates`,
      providesTags: OWN,
    }),
    setPlaymates: build.mutation<DogPlaymatesResponse, { dogId: string } & PlaymatesSettingRequest>(
      {
        query: ({ dogId, ...body }) => ({
          url: `/api/dogs/${encode(dogId)}/playmates-setting`,
          method: 'PUT',
          body,
        }),
        onQueryStarted: async ({ dogId }, { dispatch, queryFulfilled }) => {
          try {
            const { data } = await queryFulfilled;
            dispatch(playmatesApi.util.upsertQueryData('getDogPlaymates', dogId, data));
          } catch {
            // The caller reports the failure.
          }
        },
      },
    ),
    removePlaymate: build.mutation<DogPlaymatesResponse, { dogId: string; otherDogId: string }>({
      query: ({ dogId, otherDogId }) => ({
        url: `/api/dogs/${encode(dogId)}/playmates/${encode(otherDogId)}`,
        method: 'DELETE',
      }),
      onQueryStarted: async ({ dogId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(playmatesApi.util.upsertQueryData('getDogPlaymates', dogId, data));
        } catch {
          // The caller reports the failure.
        }
      },
    }),
    getPlaymatesGoing: build.query<PlaymatesGoingResponse, string>({
      query: (meetupId) => `/api/meetups/${encode(meetupId)}/playmates-going`,
      providesTags: OWN,
    }),
    getPlaymateMeetups: build.query<PlaymateMeetupsResponse, void>({
      query: () => '/api/playmates/meetups',
      providesTags: OWN,
    }),
  }),
});

export const {
  useGetPlayedWellQuery,
  useMarkPlayedWellMutation,
  useGetDogPlaymatesQuery,
  useSetPlaymatesMutation,
  useRemovePlaymateMutation,
  useGetPlaymatesGoingQuery,
  useGetPlaymateMeetupsQuery,
} = playmatesApi;
