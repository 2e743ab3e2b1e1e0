import type { MeetupSeriesResponse } from '@packmeet/backend/contracts/meetup-series';
import type {
  ChangeSeriesBody,
  ScheduleSeriesBody,
} from '@packmeet/backend/contracts/requests/meetup-series.request';
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

    /** This occurrence and all following: the series' answer, and its occurrences refetch. */
    changeSeries: build.mutation<MeetupSeriesResponse, { id: string; body: ChangeSeriesBody }>({
      query: ({ id, body }) => ({
        url: `/api/meetup-series/${encodeURIComponent(id)}/changes`,
        method: 'POST',
        body,
      }),
      invalidatesTags: occurrenceTags,
      onQueryStarted: (_arg, lifecycle) => keepAnswer(lifecycle),
    }),

    /** No more occurrences: the upcoming ones are cancelled and refetch. */
    endSeries: build.mutation<MeetupSeriesResponse, string>({
      query: (id) => ({ url: `/api/meetup-series/${encodeURIComponent(id)}/end`, method: 'POST' }),
      invalidatesTags: occurrenceTags,
      onQueryStarted: (_arg, lifecycle) => keepAnswer(lifecycle),
    }),
  }),
});

/** The occurrences a series change touched: the group's list and each next one's own entry. */
function occurrenceTags(series: MeetupSeriesResponse | undefined) {
  if (!series) return [];
  return [
    { type: 'Meetup' as const, id: `GROUP-${series.groupId}` },
    ...series.next.map((meetup) => ({ type: 'Meetup' as const, id: meetup.id })),
  ];
}

/** The series' answer replaces what the series and its group's list held (an ended one leaves it). */
async function keepAnswer({
  dispatch,
  queryFulfilled,
}: {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: MeetupSeriesResponse }>;
}) {
  const { data: series } = await queryFulfilled;
  dispatch(seriesApi.util.upsertQueryData('getSeries', series.id, series));
  dispatch(
    seriesApi.util.updateQueryData('getGroupSeries', series.groupId, (draft) =>
      draft
        .map((one) => (one.id === series.id ? series : one))
        .filter((one) => one.status === 'active'),
    ),
  );
}

export const {
  useGetGroupSeriesQuery,
  useGetSeriesQuery,
  useScheduleSeriesMutation,
  useChangeSeriesMutation,
  useEndSeriesMutation,
} = seriesApi;
