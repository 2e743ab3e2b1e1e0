import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ActivityBadges } from '@/components/activity-badges';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatCityState } from '@/lib/utils';
import type { BrowsedGroup } from '@packmeet/backend/contracts/groups';
import { GroupCardHeading, GroupDescription, GroupSizeBadges } from './group-card-parts';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

function since(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : `Since ${monthYear.format(time)}`;
}

/** One group on /groups: its name (to the group page), its city hub, size and privacy. */
export function BrowseGroupCard({ group }: { group: BrowsedGroup }) {
  const headingId = useId();
  const started = since(group.createdAt);
  const place = formatCityState(group.city, group.state);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card border border-border bg-card p-5 shadow-soft transition-shadow hover:shadow-lifted"
    >
      <GroupCardHeading headingId={headingId} groupId={group.id} name={group.name}>
        <Link
          to={paths.city.getHref(group.citySlug)}
          aria-label={`${place} dog community`}
          className="truncate rounded underline-offset-4 hover:text-pine-700 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {place}
        </Link>
      </GroupCardHeading>

      <GroupDescription description={group.description} />

      <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
        <GroupSizeBadges memberCount={group.memberCount} isPrivate={group.isPrivate} />
        <ActivityBadges profile={group} onlyKnown />
        {started ? (
          <Badge tone="outline">
            <CalendarDays aria-hidden="true" />
            {started}
          </Badge>
        ) : null}
      </div>
    </article>
  );
}
