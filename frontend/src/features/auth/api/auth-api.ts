import type { AccountMessageResponse, AuthResponse } from '@packmeet/backend/contracts/accounts';
import type {
  PasswordResetBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from '@packmeet/backend/contracts/requests/account.request';
import type { LogInBody } from '@packmeet/backend/contracts/requests/log-in.request';
import type { RegisterUserBody } from '@packmeet/backend/contracts/requests/register-user.request';
import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { api, USER_SCOPED_TAGS } from '@/lib/api';
import { setToken } from '@/lib/auth-token';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LogInBody>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<AuthResponse, RegisterUserBody>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<AccountMessageResponse, PasswordResetBody>({
      query: (body) => ({ url: '/api/auth/password-reset', method: 'POST', body }),
    }),
    resetPassword: build.mutation<AccountMessageResponse, ResetPasswordBody>({
      query: (body) => ({ url: '/api/auth/password-reset/confirm', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<AccountMessageResponse, VerifyEmailBody>({
      query: (body) => ({ url: '/api/auth/verify-email', method: 'POST', body }),
      // The profile (and its "verify your email" notice) changes.
      invalidatesTags: ['Profile'],
    }),
    resendVerification: build.mutation<AccountMessageResponse, void>({
      query: () => ({ url: '/api/auth/verify-email/resend', method: 'POST' }),
    }),
    signOutEverywhere: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/sign-out-everywhere', method: 'POST' }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useSignOutEverywhereMutation,
} = authApi;

/**
 * Stores a fresh token and drops anything cached for a previous user, so the next screens load
 * the new user's dogs and profile.
 */
export function useStartSession(): (token: string) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (token: string) => {
      setToken(token);
      dispatch(api.util.invalidateTags([...USER_SCOPED_TAGS]));
    },
    [dispatch],
  );
}
