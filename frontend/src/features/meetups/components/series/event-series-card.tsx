import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { Repeat } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { seriesCalendarUrl, useGetSeriesQuery } from '../../api/series-api';
import { SeriesManageActions } from './series-manage-actions';
import { SeriesOccurrences } from './series-occurrences';

/**
 * On an occurrence's event page: the series it belongs to, its next dates, its calendar file;
 * for those who manage it, "this and all following" and the end.
 */
export function EventSeriesCard({
  meetup,
  canManage,
}: {
  meetup: MeetupResponse;
  canManage: boolean;
}) {
  const seriesId = meetup.series?.seriesId;
  const { data: series } = useGetSeriesQuery(seriesId ?? '', { skip: !seriesId });
  if (!series) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Repeat aria-hidden="true" className="size-5 text-primary" />
          Part of a series
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-foreground">
          {series.status === 'ended' ? `${series.summary} (ended)` : series.summary}
        </p>
        <SeriesOccurrences series={series} label="Next meetups of this series" />
        <a
          href={seriesCalendarUrl(series.id)}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Add the whole series to your calendar (.ics)
        </a>
        {canManage && series.status === 'active' && meetup.status !== 'cancelled' ? (
          <SeriesManageActions meetup={meetup} seriesId={series.id} />
        ) : null}
      </CardContent>
    </Card>
  );
}
