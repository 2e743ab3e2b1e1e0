import type { MeetupSeriesResponse } from '@packmeet/backend/contracts/meetup-series';
import type { ScheduleSeriesBody } from '@packmeet/backend/contracts/requests/meetup-series.request';
import { api } from '@/lib/api';

export const seriesCalendarUrl = (id: string) =>
  `/api/meetup-series/${encodeURIComponent(id)}/calendar.ics`;

/*
 * Recurring meetups. A series' occurrences are meetups, kept by the meetups endpoints; these
 * read what the series says of itself (how it repeats, its next occurrences).
 */
export const seriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A group's running series, beside its meetups. */
    getGroupSeries: build.query<MeetupSeriesResponse[], string>({
      query: (groupId) => `/api/groups/${encodeURIComponent(groupId)}/meetup-series`,
    }),

    /** One series, for an occurrence's event page. */
    getSeries: build.query<MeetupSeriesResponse, string>({
      query: (id) => `/api/meetup-series/${encodeURIComponent(id)}`,
    }),

    /**
     * The answer is the new series, added to its group's list; its occurrences are new meetups
     * of the group, whose list refetches (the meetups lists' tag, as after scheduling one).
     */
    scheduleSeries: build.mutation<MeetupSeriesResponse, ScheduleSeriesBody>({
      query: (body) => ({ url: '/api/meetup-series', method: 'POST', body }),
      invalidatesTags: (series) =>
        series ? [{ type: 'Meetup', id: `GROUP-${series.groupId}` }] : [],
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        const { data: series } = await queryFulfilled;
        dispatch(
          seriesApi.util.updateQueryData('getGroupSeries', series.groupId, (draft) => {
            draft.push(series);
          }),
        );
      },
    }),
  }),
});

export const { useGetGroupSeriesQuery, useGetSeriesQuery, useScheduleSeriesMutation } = seriesApi;
