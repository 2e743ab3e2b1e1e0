import { SITE_PAGES } from '@packmeet/backend/contracts/site-pages';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ArrowRight, CircleAlert, Compass, PlusCircle, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CityValue } from '@/components/city-picker/city-picker';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingSkeletons } from '@/components/ui/skeleton';
import { DEFAULT_SEARCH_RADIUS, type SearchRadius } from '@/config/constants';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { formatCityState, pluralize } from '@/lib/utils';
import { useGetGroupsAfterInfiniteQuery, useGetGroupsQuery } from '../api/groups-api';
import { GroupCard } from '../components/group-card';
import { GroupStatsCard } from '../components/group-stats-card';
import { SearchLocationCard } from '../components/search-location-card';
import { offers } from '../lib/activities';
import { joinableGroups, nextRadiusHint, withinRadius, type RadiusHint } from '../lib/distance';
import type { Activity } from '@packmeet/backend/contracts/activities';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import type { GroupSearch, SearchLocation } from '../types';

function GroupGrid({ groups, label }: { groups: GroupResponse[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
      {groups.map((group) => (
        <li key={group.id} className="flex">
          <GroupCard group={group} />
        </li>
      ))}
    </ul>
  );
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** Spec section 2: offer the next larger radius that has more groups in range. */
function RadiusHintNote({
  hint,
  radius,
  nothingInRange,
  onExpand,
}: {
  hint: RadiusHint;
  radius: number;
  nothingInRange: boolean;
  onExpand: (radius: SearchRadius) => void;
}) {
  const text = nothingInRange
    ? `No groups within ${radius} miles. ${pluralize(hint.count, 'group')} within ${hint.radius} miles`
    : `${pluralize(hint.extra, 'more group')} within ${hint.radius} miles`;
  return (
    <div className="flex flex-col items-start gap-3 rounded-card border border-lake-100 bg-lake-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2.5 text-sm font-medium text-lake-800">
        <Compass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{`${text} — `}</span>
      </p>
      <Button size="sm" variant="outline" onClick={() => onExpand(hint.radius)}>
        {`Expand to ${hint.radius} miles`}
        <ArrowRight aria-hidden="true" />
      </Button>
    </div>
  );
}

function CreateGroupPrompt({ place }: { place: string }) {
  return (
    <section
      aria-labelledby="create-group-prompt"
      className="flex flex-col items-start gap-5 rounded-card bg-pine-700 bg-[radial-gradient(circle_at_90%_0%,var(--color-pine-500),transparent_60%)] px-6 py-8 text-white sm:px-8 md:flex-row md:items-center md:justify-between"
    >
      <div className="flex max-w-xl flex-col gap-1.5">
        <h2 id="create-group-prompt" className="text-xl font-extrabold sm:text-2xl">
          Don&apos;t see the right fit?
        </h2>
        <p className="text-sm leading-relaxed text-pine-50 sm:text-base">
          {`Start a group${place ? ` in ${place}` : ''} and set the tone: parallel walks, puppy socials or quiet meetups for sensitive dogs.`}
        </p>
      </div>
      <Button asChild variant="inverse" className="w-full md:w-auto">
        <Link to={paths.createGroup.getHref()}>
          <PlusCircle aria-hidden="true" />
          Create Group
        </Link>
      </Button>
    </section>
  );
}

export function FindGroupsRoute() {
  useDocumentMeta(SITE_PAGES.findGroups);
  const [searchAt, setSearchAt] = useState<SearchLocation | null>(null);
  const [pickerValue, setPickerValue] = useState<CityValue | null>(null);
  const [radius, setRadius] = useState<SearchRadius>(DEFAULT_SEARCH_RADIUS);
  const [activity, setActivity] = useState<Activity | null>(null);
  // Naming the radius and activity lets the server count finding nothing as demand.
  const look = { radius, ...(activity ? { activity } : {}) };

  // The plain call searches around the registered city and names it; a temporary city is a
  // second cached search, so resetting is instant.
  // While away, home keeps the look it had: changing the radius there is no look around home.
  const [homeWhileAway, setHomeWhileAway] = useState<GroupSearch>(look);
  const home = useGetGroupsQuery(searchAt ? homeWhileAway : look);
  const away = useGetGroupsQuery(searchAt ? { ...searchAt, ...look } : skipToken);
  const current = searchAt ? away : home;
  const data = current.data;
  // The list comes a page at a time, nearest first: the rest of `groups` loads as people scroll
  // to its end. Asked for per first page, so a new search starts from its own first page.
  const firstNext = data?.nextPages.groups ?? null;
  const [moreOf, setMoreOf] = useState<string | null>(null);
  const more = useGetGroupsAfterInfiniteQuery(
    moreOf !== null && moreOf === firstNext ? moreOf : skipToken,
  );
  const laterGroups =
    moreOf === firstNext ? (more.data?.pages.flatMap((page) => page.groups) ?? []) : [];
  const hasMore = firstNext !== null && (moreOf !== firstNext || more.hasNextPage);
  function loadMore() {
    if (moreOf !== firstNext) setMoreOf(firstNext);
    else if (more.hasNextPage && !more.isFetching) void more.fetchNextPage();
  }

  const registeredLocation = home.data?.userLocation ?? null;
  const searchLocation = searchAt ?? registeredLocation;
  const place = searchLocation ? formatCityState(searchLocation.city, searchLocation.state) : '';

  function handlePickerChange(value: CityValue | null) {
    setPickerValue(value);
    if (!value) return;
    if (!searchAt) setHomeWhileAway(look);
    setSearchAt({ city: value.city, state: value.state });
  }

  function resetLocation() {
    setPickerValue(null);
    setSearchAt(null);
  }

  let results: ReactNode;
  if (current.isLoading || (current.isFetching && !data)) {
    results = (
      <LoadingSkeletons
        label="Loading groups"
        count={3}
        itemClassName="h-56 rounded-card"
        className="grid gap-5 md:grid-cols-2 xl:grid-cols-3"
      />
    );
  } else if (current.isError || !data) {
    results = (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <CircleAlert className="size-10 text-clay-500" aria-hidden="true" />
        <h2 className="text-lg font-bold">We couldn&apos;t load groups</h2>
        <p className="text-sm text-muted-foreground">Please check your connection and try again.</p>
        <Button variant="outline" onClick={() => void current.refetch()} className="mt-2">
          Try Again
        </Button>
      </Card>
    );
  } else {
    const userGroups = data.userGroups;
    const memberIds = new Set(userGroups.map((group) => group.id));
    const candidates = joinableGroups(
      [...data.groups, ...laterGroups, ...data.nearbyGroups].filter(
        (group, index, all) =>
          !memberIds.has(group.id) &&
          all.findIndex((other) => other.id === group.id) === index &&
          offers(group, activity),
      ),
    );
    const available = withinRadius(candidates, radius);
    const hint = nextRadiusHint(candidates, radius);
    // Nearest first: once the last group loaded is beyond the radius, the rest is too.
    const lastLoaded = [...data.groups, ...laterGroups].at(-1);
    const moreInRange = hasMore && (lastLoaded?.distanceMiles ?? Infinity) <= radius;
    const fartherAway = data.otherGroups.filter(
      (group) => !group.isMember && !memberIds.has(group.id) && offers(group, activity),
    );

    results = (
      <>
        <Section id="your-groups" title="Your Groups" description="Groups you started or joined.">
          {userGroups.length > 0 ? (
            <GroupGrid groups={userGroups} label="Your groups" />
          ) : (
            <p className="rounded-card border border-dashed border-sand-300 bg-sand-50/60 px-5 py-4 text-sm text-muted-foreground">
              You haven&apos;t joined a group yet. Join one below, or start your own.
            </p>
          )}
        </Section>

        <Section
          id="available-groups"
          title={`Groups within ${radius} miles`}
          description={place ? `Groups you can join near ${place}, nearest first.` : undefined}
        >
          {available.length > 0 ? <GroupGrid groups={available} label="Available groups" /> : null}
          {moreInRange ? (
            <LoadMore label="Show more groups" onLoad={loadMore} isLoading={more.isFetching} />
          ) : null}
          {hint ? (
            <RadiusHintNote
              hint={hint}
              radius={radius}
              nothingInRange={available.length === 0}
              onExpand={setRadius}
            />
          ) : available.length === 0 ? (
            <EmptyState
              icon={Users}
              headingLevel="h3"
              title={`No groups within ${radius} miles`}
              description={`Nobody has started a group${place ? ` near ${place}` : ' here'} yet. Be the first, and the dogs you know from the park will have somewhere to meet.`}
              action={
                <Button asChild variant="secondary" size="sm">
                  <Link to={paths.createGroup.getHref()}>Create Group</Link>
                </Button>
              }
              className="py-10"
            />
          ) : null}
        </Section>

        {available.length === 0 && !hint && fartherAway.length > 0 ? (
          <Section
            id="farther-groups"
            title="Farther away"
            description="The nearest groups more than 100 miles away, or whose distance we don't know yet."
          >
            <GroupGrid groups={fartherAway} label="Groups farther away" />
          </Section>
        ) : null}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        className="mb-0 sm:mb-0"
        title="Find Groups"
        subtitle="Calm, organized dog groups near you."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.search.getHref()}>Search meetups by activity and date</Link>
          </Button>
        }
      />

      <div className="flex flex-col gap-6">
        <SearchLocationCard
          searchLocation={searchLocation}
          registeredLocation={registeredLocation}
          isTemporary={searchAt !== null}
          pickerValue={pickerValue}
          onPickerChange={handlePickerChange}
          onReset={resetLocation}
          radius={radius}
          onRadiusChange={setRadius}
          activity={activity}
          onActivityChange={setActivity}
        />
        <GroupStatsCard stats={data?.stats} place={place} />
      </div>

      {results}

      <CreateGroupPrompt place={place} />
    </div>
  );
}
