import { api } from '@/lib/api';
import type { Meetup } from '../types';

const meetupList = (raw: unknown): Meetup[] => (Array.isArray(raw) ? (raw as Meetup[]) : []);

export const meetupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUpcomingMeetups: build.query<Meetup[], void>({
      query: () => '/api/meetups/upcoming',
      transformResponse: meetupList,
      providesTags: (result) => [
        { type: 'Meetup', id: 'UPCOMING' },
        ...(result ?? []).map((meetup) => ({ type: 'Meetup' as const, id: meetup.id })),
      ],
    }),
    getGroupMeetups: build.query<Meetup[], string>({
      query: (groupId) => `/api/meetups?${new URLSearchParams({ groupId }).toString()}`,
      transformResponse: meetupList,
      providesTags: (result, _error, groupId) => [
        { type: 'Meetup', id: `GROUP-${groupId}` },
        ...(result ?? []).map((meetup) => ({ type: 'Meetup' as const, id: meetup.id })),
      ],
    }),
  }),
});

export const { useGetUpcomingMeetupsQuery, useGetGroupMeetupsQuery } = meetupsApi;
