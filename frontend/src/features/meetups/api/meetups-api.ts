import { api } from '@/lib/api';
import type { Meetup } from '../types';

export const meetupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUpcomingMeetups: build.query<Meetup[], void>({
      query: () => '/api/meetups/upcoming',
      transformResponse: (raw: unknown) => (Array.isArray(raw) ? (raw as Meetup[]) : []),
      providesTags: (result) => [
        { type: 'Meetup', id: 'UPCOMING' },
        ...(result ?? []).map((meetup) => ({ type: 'Meetup' as const, id: meetup.id })),
      ],
    }),
  }),
});

export const { useGetUpcomingMeetupsQuery } = meetupsApi;
