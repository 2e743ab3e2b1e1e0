import type { ProfileResponse } from '@packmeet/backend/contracts/accounts';
import type { UpdateProfileBody } from '@packmeet/backend/contracts/requests/update-profile.request';
import { api } from '@/lib/api';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, void>({
      query: () => '/api/profile',
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<ProfileResponse, UpdateProfileBody>({
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
