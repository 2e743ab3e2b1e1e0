import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import { CalendarSync } from 'lucide-react';
import { ListCard, type ListCardEmpty } from '@/components/list-card';
import { useGetGroupSeriesQuery } from '../../api/series-api';
import { ScheduleSeriesButton } from './schedule-series-button';
import { SeriesOccurrences } from './series-occurrences';

const NO_SERIES: ListCardEmpty = {
  icon: CalendarSync,
  title: 'No recurring meetups',
  description: 'A weekly walk or a monthly playdate: schedule it once, and each one appears here.',
};

/**
 * The group page's recurring meetups: how each repeats ("Every Saturday at 9:00 AM") and its
 * next occurrences. Organizers schedule new ones here; members see the card when there is one.
 */
export function GroupSeriesCard({
  group,
}: {
  group: Pick<GroupResponse, 'id' | 'name' | 'role' | 'city' | 'state'>;
}) {
  const { data = [], isLoading } = useGetGroupSeriesQuery(group.id);
  const organizes = group.role === 'owner' || group.role === 'co-organizer';
  if (!organizes && !isLoading && data.length === 0) return null;
  return (
    <ListCard
      title="Recurring Meetups"
      action={organizes ? <ScheduleSeriesButton group={group} /> : undefined}
      isLoading={isLoading}
      loadingLabel="Loading recurring meetups"
      skeletons={{ count: 1, className: 'h-20' }}
      empty={data.length === 0 ? NO_SERIES : null}
    >
      <ul className="-mt-4 flex flex-col divide-y divide-border">
        {data.map((series) => (
          <li key={series.id} className="flex flex-col gap-2 py-4">
            <h3 className="font-semibold text-foreground">{series.title}</h3>
            <p className="text-sm text-muted-foreground">{series.summary}</p>
            <SeriesOccurrences series={series} label={`Next ${series.title} meetups`} />
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
