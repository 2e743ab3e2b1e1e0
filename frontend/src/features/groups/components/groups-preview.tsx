import { ChevronRight, Lock, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ListCard, type ListCardEmpty } from '@/components/list-card';
import { Button } from '@/components/ui/button';
import { DASHBOARD_LIST_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatCityState, pluralize } from '@/lib/utils';
import { useGetGroupsQuery } from '../api/groups-api';

const NO_GROUPS: ListCardEmpty = {
  icon: Users,
  title: 'No groups yet',
  description: 'Groups near you will show up here. Start one and invite the dogs you already know.',
  link: { to: paths.createGroup.getHref(), label: 'Create Group' },
};

/** Dashboard "All Groups": the first five groups and a View All link with the total (stats.total). */
export function GroupsPreview() {
  const { data, isLoading } = useGetGroupsQuery();
  // A failing call is shown as "no groups" rather than as an error page.
  const groups = data?.groups ?? [];
  const shown = groups.slice(0, DASHBOARD_LIST_LIMIT);
  const total = data?.stats.total ?? groups.length;

  return (
    <ListCard
      title="All Groups"
      action={
        groups.length > 0 ? (
          <Button asChild variant="link" size="sm">
            <Link to={paths.findGroups.getHref()}>{`View All (${total})`}</Link>
          </Button>
        ) : null
      }
      isLoading={isLoading}
      loadingLabel="Loading groups"
      empty={shown.length === 0 ? NO_GROUPS : null}
    >
      <ul className="flex flex-col divide-y divide-border">
        {shown.map((group) => (
          <li key={group.id}>
            <Link
              to={paths.group.getHref(group.id)}
              className="-mx-2 flex items-center gap-3 rounded-xl px-2 py-3 transition-colors hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-pine-50 text-pine-700">
                <Users className="size-5" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex min-w-0 items-center gap-1.5 font-semibold">
                  <span className="truncate">{group.name}</span>
                  {group.isPrivate ? (
                    <Lock className="size-3.5 shrink-0 text-sand-500" aria-label="Private group" />
                  ) : null}
                </span>
                <span className="truncate text-xs text-muted-foreground">
                  {formatCityState(group.city, group.state)} ·{' '}
                  {pluralize(group.memberCount ?? 0, 'member')}
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-sand-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
