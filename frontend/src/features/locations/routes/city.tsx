import { useDeferredValue } from 'react';
import { ChevronRight, Dog } from 'lucide-react';
import { Link, useParams, type Params } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PublicPageLayout } from '@/components/layouts/public-page-layout';
import { SimpleLayout } from '@/components/layouts/simple-layout';
import { Button } from '@/components/ui/button';
import { LOCATION_CACHE_SECONDS } from '@/config/constants';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useAuthToken } from '@/lib/auth-token';
import { useCallsToAction } from '../hooks/use-calls-to-action';
import { ServerMarkup } from '@/lib/server-markup';
import { useDocumentMeta } from '@/lib/document-meta';
import { stateName } from '@/lib/us-states';
import { locationsApi, useGetCitySummaryQuery } from '../api/locations-api';
import { CityDemand } from '../components/city-demand';
import { CityFooterCta } from '../components/city-footer-cta';
import { CityHero } from '../components/city-hero';
import { CityNextMeetups } from '../components/city-next-meetups';
import { CityNotFound } from '../components/city-not-found';
import { CityPageSkeleton } from '../components/city-page-skeleton';
import { GroupShowcase } from '../components/group-showcase';
import { cityMeta, cityMetaFromName } from '../lib/city-meta';
import type { CitySummary } from '@packmeet/backend/contracts/locations';
import { CITY_HERO_TEXT } from '@packmeet/backend/contracts/first-screen';

/** `portland-or` -> `Portland, OR` (the title before city data arrives). */
export function cityNameFromSlug(slug: string): string {
  const parts = slug.split('-').filter(Boolean);
  const last = parts.at(-1);
  const hasState = parts.length > 1 && last !== undefined && last.length === 2;
  const words = (hasState ? parts.slice(0, -1) : parts).map(
    (word) => word.charAt(0).toUpperCase() + word.slice(1),
  );
  return hasState ? `${words.join(' ')}, ${last.toUpperCase()}` : words.join(' ');
}

function Breadcrumb({ summary }: { summary: CitySummary }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <li>
          <Link
            to={paths.home.getHref()}
            className="rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {CITY_HERO_TEXT.allLocations}
          </Link>
        </li>
        <li className="flex items-center gap-1.5">
          <ChevronRight className="size-3.5" aria-hidden="true" />
          {stateName(summary.state)}
        </li>
        <li aria-current="page" className="flex items-center gap-1.5 font-semibold text-foreground">
          <ChevronRight className="size-3.5" aria-hidden="true" />
          {summary.city}
        </li>
      </ol>
    </nav>
  );
}

function CityHub({ summary }: { summary: CitySummary }) {
  const { startGroup } = useCallsToAction();
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-4">
        <Breadcrumb summary={summary} />
        <CityHero summary={summary} />
      </div>
      <CityNextMeetups summary={summary} />
      <CityDemand summary={summary} />
      <section aria-labelledby="city-groups-heading" className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 id="city-groups-heading" className="text-2xl font-extrabold sm:text-3xl">
            Dog Groups in {summary.city}
          </h2>
          <p className="text-base text-muted-foreground">
            Local groups with their own rhythm. Find the one that fits your dog.
          </p>
        </div>
        {summary.groups.length === 0 ? (
          <EmptyState
            icon={Dog}
            title={`No Groups Yet in ${summary.city}`}
            description="Be the first organizer here: create a group and invite the dogs you already know from the park."
            action={
              <Button asChild>
                <Link to={startGroup}>Start the First Group</Link>
              </Button>
            }
          />
        ) : (
          <ul aria-label={`Groups in ${summary.city}`} className="flex flex-col gap-6">
            {summary.groups.map((entry) => (
              <li key={entry.group.id}>
                <GroupShowcase entry={entry} city={summary.city} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <CityFooterCta city={summary.city} />
    </div>
  );
}

/** The city's request, started by the app before its first render (app/app.tsx). */
export function firstScreenRequest({ citySlug }: Params) {
  return citySlug ? locationsApi.util.prefetch('getCitySummary', citySlug, {}) : null;
}

/** /city/{citySlug}: the public city hub (spec section 2, City page). */
export function CityRoute() {
  const { citySlug = '' } = useParams();
  const cityName = cityNameFromSlug(citySlug);
  const signedIn = Boolean(useAuthToken());
  // `currentData`: after following a link to another city, never show the previous one.
  // Deferred, as the event page's meetup (features/meetups/components/event/event-screen.tsx).
  const { currentData, error, isError, isFetching } = useDeferredValue(
    useGetCitySummaryQuery(citySlug, { refetchOnMountOrArgChange: LOCATION_CACHE_SECONDS }),
  );
  useDocumentMeta(currentData ? cityMeta(currentData) : cityMetaFromName(cityName));

  let body;
  if (currentData) {
    body = <CityHub summary={currentData} />;
  } else if (isError && !isFetching) {
    // Spec section 8: both failures show the no-groups page.
    const reason =
      isApiError(error) && error.status === 404 ? 'City not found' : 'Failed to fetch city data';
    body = <CityNotFound cityName={cityName} reason={reason} />;
  } else if (signedIn) {
    // The server's first screen is the visitors' page: a signed-in person never sees its header.
    body = <CityPageSkeleton cityName={cityName} />;
  } else {
    // A visitor keeps the server's first screen of this city (the same top) until its data is here.
    return (
      <ServerMarkup
        fallback={
          <SimpleLayout width="full">
            <CityPageSkeleton cityName={cityName} />
          </SimpleLayout>
        }
      />
    );
  }

  return <PublicPageLayout width="full">{body}</PublicPageLayout>;
}
