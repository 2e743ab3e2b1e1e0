import { api } from '@/lib/api';
import type { Profile, ProfileUpdate } from '../types';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/api/profile',
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (body) => ({ url: '/api/profile', method: 'PUT', body }),
      // The PUT answers with the updated profile: write it to the cache instead of refetching.
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getProfile', undefined, data));
        } catch {
          // The caller reports the failure.
        }
      },
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;
