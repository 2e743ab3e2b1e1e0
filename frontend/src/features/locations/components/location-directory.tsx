import { ChevronDown, MapPin, MapPinned } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingSkeletons } from '@/components/ui/skeleton';
import { LOCATION_CACHE_SECONDS } from '@/config/constants';
import { paths } from '@/config/paths';
import { stateName } from '@/lib/us-states';
import { cn, pluralize } from '@/lib/utils';
import { useGetLocationDirectoryQuery } from '../api/locations-api';
import type { DirectoryResponse } from '@packmeet/backend/contracts/locations';

const linkClass =
  'rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

function byName<T>(entries: [string, T][]): [string, T][] {
  return entries.sort(([a], [b]) => a.localeCompare(b, 'en-US'));
}

function StateSection({
  name,
  state,
  open,
  onToggle,
}: {
  name: string;
  state: DirectoryResponse[string];
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = `directory-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  const cities = byName(Object.entries(state.cities));
  return (
    <li className="overflow-hidden rounded-2xl border border-border bg-card shadow-xs">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 px-4 py-3.5 text-left transition-colors hover:bg-sand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-pine-50 text-pine-700">
            <MapPinned className="size-4.5" aria-hidden="true" />
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate font-display text-base font-bold">
              {name}{' '}
              {stateName(name) !== name ? (
                <span className="ml-2 font-sans text-sm font-medium text-muted-foreground">
                  {stateName(name)}
                </span>
              ) : null}
            </span>
            <span className="text-xs text-muted-foreground">
              {pluralize(state.totalGroups, 'group')} · {pluralize(state.totalMeetups, 'meetup')}{' '}
              scheduled
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-5 shrink-0 text-sand-500 transition-transform',
              open && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-border bg-sand-50/60 px-4 py-3">
        {cities.length === 0 ? (
          <p className="py-1 text-sm text-muted-foreground">No cities listed yet.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {cities.map(([cityName, city]) => (
              <li key={city.slug}>
                <Link
                  to={paths.city.getHref(city.slug)}
                  className="flex items-center justify-between gap-3 rounded-xl px-2 py-2 text-sm transition-colors hover:bg-card focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex min-w-0 items-center gap-2 font-semibold text-foreground">
                    <MapPin className="size-4 shrink-0 text-clay-500" aria-hidden="true" />
                    <span className="truncate">{cityName}</span>
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {pluralize(city.groupCount, 'group')} · {pluralize(city.totalMeetups, 'meetup')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** Spec section 2 "Location directory": expandable states with their cities. */
export function LocationDirectory() {
  const { data, isLoading, isError } = useGetLocationDirectoryQuery(undefined, {
    refetchOnMountOrArgChange: LOCATION_CACHE_SECONDS,
  });
  const [openStates, setOpenStates] = useState<ReadonlySet<string>>(new Set());
  const states = data && !isError ? byName(Object.entries(data)) : [];

  function toggle(name: string) {
    setOpenStates((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  }

  const cityCount = states.reduce((sum, [, state]) => sum + Object.keys(state.cities).length, 0);
  const groupCount = states.reduce((sum, [, state]) => sum + state.totalGroups, 0);

  let body;
  if (isLoading) {
    body = (
      <LoadingSkeletons
        label="Loading locations"
        count={6}
        itemClassName="h-16 rounded-2xl"
        className="grid gap-3 md:grid-cols-2"
      />
    );
  } else if (states.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-sand-300 bg-card px-6 py-10 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-clay-50 text-clay-600">
          <MapPinned className="size-6" aria-hidden="true" />
        </span>
        <p className="font-display text-lg font-bold">
          Be the first to create a group in your state!
        </p>
        <Link to={paths.register.getHref()} className={linkClass}>
          Create your free account
        </Link>
      </div>
    );
  } else {
    body = (
      <ul aria-label="States" className="grid items-start gap-3 md:grid-cols-2">
        {states.map(([name, state]) => (
          <StateSection
            key={name}
            name={name}
            state={state}
            open={openStates.has(name)}
            onToggle={() => toggle(name)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="directory-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 text-center">
        <h2 id="directory-heading" className="text-3xl font-extrabold sm:text-4xl">
          Dog Meetups Across America
        </h2>
        <p className="mx-auto max-w-2xl text-base text-muted-foreground">
          Browse local groups by state and city, and see how many meetups are already on the
          calendar near you.
        </p>
        {states.length > 0 ? (
          <p className="text-sm font-semibold text-pine-700">
            {pluralize(groupCount, 'group')} in {pluralize(cityCount, 'city', 'cities')} across{' '}
            {pluralize(states.length, 'state')}
          </p>
        ) : null}
      </div>
      {body}
      <div className="flex flex-col items-center gap-2 text-center">
        <p className="text-sm text-muted-foreground">
          Don&apos;t see your city listed? Start the first group in your area!
        </p>
        <div className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to={paths.register.getHref()} className={linkClass}>
            Start a Group in Your State/City
          </Link>
          <Link to={paths.groups.getHref()} className={linkClass}>
            Browse All Groups
          </Link>
        </div>
      </div>
    </section>
  );
}
