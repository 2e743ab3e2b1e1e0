import { CalendarDays, Lock, MapPin, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatCityState, pluralize } from '@/lib/utils';
import type { BrowsedGroup } from '@packmeet/backend/contracts/groups';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

function since(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : `Since ${monthYear.format(time)}`;
}

/** One group on /groups: its name (to the group page), its city hub, size and privacy. */
export function BrowseGroupCard({ group }: { group: BrowsedGroup }) {
  const headingId = useId();
  const started = since(group.createdAt);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card border border-border bg-card p-5 shadow-soft transition-shadow hover:shadow-lifted"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-pine-50 text-pine-700"
        >
          <Users className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h3 id={headingId} className="text-base leading-snug font-bold">
            <Link
              to={paths.group.getHref(group.id)}
              className="rounded-md hover:text-pine-700 focus-visible:outline-2 focus-visible:outline-ring"
            >
              {group.name}
            </Link>
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <Link
              to={paths.city.getHref(group.citySlug)}
              aria-label={`${formatCityState(group.city, group.state)} dog community`}
              className="truncate rounded underline-offset-4 hover:text-pine-700 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {formatCityState(group.city, group.state)}
            </Link>
          </p>
        </div>
      </div>

      {group.description.trim() ? (
        <p className="line-clamp-3 text-sm leading-relaxed text-sand-700">{group.description}</p>
      ) : (
        <p className="text-sm text-sand-400 italic">No description yet.</p>
      )}

      <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
        <Badge>
          <Users aria-hidden="true" />
          {pluralize(group.memberCount, 'member')}
        </Badge>
        {group.isPrivate ? (
          <Badge tone="honey">
            <Lock aria-hidden="true" />
            Private
          </Badge>
        ) : null}
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
