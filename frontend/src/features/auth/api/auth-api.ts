import type { AuthResponse } from '@packmeet/backend/contracts/accounts';
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
  }),
});

export const { useLoginMutation, useRegisterMutation } = authApi;

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
