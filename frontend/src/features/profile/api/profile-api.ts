import type { ProfileResponse } from '@packmeet/backend/contracts/accounts';
import type { UpdateProfileBody } from '@packmeet/backend/contracts/requests/update-profile.request';
import type { AuthResponse } from '@packmeet/backend/contracts/accounts';
import type {
  ChangeEmailBody,
  ChangePasswordBody,
} from '@packmeet/backend/contracts/requests/account.request';
import { setToken } from '@/lib/auth-token';
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
    /** Other devices are signed out; this one keeps going with the token in the answer. */
    changePassword: build.mutation<AuthResponse, ChangePasswordBody>({
      query: (body) => ({ url: '/api/profile/password', method: 'PUT', body }),
      async onQueryStarted(_body, { queryFulfilled }) {
        try {
          setToken((await queryFulfilled).data.token);
        } catch {
          // The caller reports the failure.
        }
      },
    }),
    /** Answers with the profile, the new address pending until its link is used. */
    changeEmail: build.mutation<ProfileResponse, ChangeEmailBody>({
      query: (body) => ({ url: '/api/profile/email', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
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
  useChangePasswordMutation,
  useChangeEmailMutation,
  useLazyExportMyDataQuery,
  useDeleteAccountMutation,
} = profileApi;
