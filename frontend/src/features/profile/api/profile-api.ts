import type { ProfileResponse } from '@packmeet/backend/contracts/accounts';
import type { UpdateProfileBody } from '@packmeet/backend/contracts/requests/update-profile.request';
import type { MemberExport } from '@packmeet/backend/contracts/member-export';
import type { DeleteAccountBody } from '@packmeet/backend/contracts/requests/delete-account.request';
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
    // Everything held about the caller, fetched when they ask for the download and not kept.
    exportMyData: build.query<MemberExport, void>({
      query: () => '/api/users/me/export',
      keepUnusedDataFor: 0,
    }),
    // Deleting ends the session: the caller signs out, so nothing in the cache needs updating.
    deleteAccount: build.mutation<void, DeleteAccountBody>({
      query: (body) => ({ url: '/api/users/me', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useLazyExportMyDataQuery,
  useDeleteAccountMutation,
} = profileApi;
