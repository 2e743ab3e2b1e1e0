import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './api-error';
import { formatHttpError, httpFetch, parseJson, type HttpRequest } from './http';

export type ApiRequest = string | Omit<HttpRequest, 'signal'>;
/** What a successful answer carries besides its body. */
export type ApiMeta = { headers?: Headers };

/**
 * fetchBaseQuery-like base query built on `httpFetch` so that every call follows the spec's
 * transport rules, and every failure carries the spec's message format.
 */
export const baseQuery: BaseQueryFn<ApiRequest, unknown, ApiError, object, ApiMeta> = async (
  arg,
  { signal },
) => {
  const request = typeof arg === 'string' ? { url: arg } : arg;
  let response: Response;
  let text: string;
  try {
    response = await httpFetch({ ...request, signal });
    // The body too: a reload or a dropped connection can cut it off after the headers arrived.
    text = await response.text();
  } catch (error) {
    return {
      error: {
        status: 'FETCH_ERROR',
        message: error instanceof Error ? error.message : 'Network request failed',
      },
    };
  }

  if (!response.ok) {
    return {
      error: {
        status: response.status,
        message: formatHttpError(response.status, text, response.statusText),
        data: parseJson(text),
      },
    };
  }
  // The headers go along for the few answers that say more there (a paged list's `Link`).
  return { data: parseJson(text) ?? null, meta: { headers: response.headers } };
};

/** Tags of everything that belongs to the signed-in user; dropped when the user changes. */
export const USER_SCOPED_TAGS = [
  'Dog',
  'Profile',
  'Group',
  'GroupList',
  'GroupMembers',
  'Posts',
  'Meetup',
  'MeetupAttendees',
  'MeetupRsvp',
  'MeetupHistory',
  'JoinRequests',
  'GroupInvites',
  'GroupHistory',
  'Eligibility',
  'Notifications',
  'Blocks',
  'Reports',
] as const;

/**
 * The single root API. Features add their endpoints with `api.injectEndpoints`.
 *
 * Spec section 9: no retries (RTK Query only retries through the `retry` wrapper, which is not
 * used), no refetch on focus or reconnect, no polling, and data never goes stale: unused cache
 * entries are kept for the life of the page. Directory and city endpoints override this with
 * their 5-minute cache. Live meetup entries refetch after the socket (not the browser)
 * reconnects, since nothing is replayed (features/meetups/api/live-updates.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [...USER_SCOPED_TAGS, 'LocationDirectory'],
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
