import { SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PublicPageLayout } from '@/components/layouts/public-page-layout';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingSkeletons } from '@/components/ui/skeleton';
import { BRAND } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/lib/auth-token';
import { useDocumentMeta } from '@/lib/document-meta';
import { cn, pluralize } from '@/lib/utils';
import { useSearchInfiniteQuery } from '../api/search-api';
import { SearchFilters } from '../components/search-filters';
import { SearchResultCard } from '../components/search-result-card';
import { SearchWeek } from '../components/search-week';

const tabClass =
  'rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ring';

/**
 * /search: meetups and groups near a place, by activity, level, dates and more, as a list or a
 * week. The filters live in the URL, so a search can be shared or bookmarked; `view` is the
 * page's own, the rest goes to GET /api/search as it is.
 */
export function SearchRoute() {
  useDocumentMeta({
    title: `Search Dog Meetups and Groups · ${BRAND}`,
    description: `Find calm dog meetups and groups near you on ${BRAND}: scent work, parallel walks, agility and more, this weekend or any day.`,
  });
  const signedIn = Boolean(useAuthToken());
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'week' ? 'week' : 'list';
  const apiParams = new URLSearchParams(params);
  apiParams.delete('view');
  const hasPlace = signedIn || apiParams.has('city') || apiParams.has('lat');
  const search = useSearchInfiniteQuery(apiParams.toString(), { skip: !hasPlace });
  const { error, isLoading, hasNextPage, isFetchingNextPage } = search;
  // The first page says what was searched (place, radius, total); later pages add results.
  const data = search.data?.pages[0];
  const loaded = search.data?.pages.flatMap((page) => page.results) ?? [];
  // Reading the search again (new filters) dims the list; loading more adds below it.
  const isFetching = search.isFetching && !isFetchingNextPage;
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    return `${paths.search.getHref()}?${next.toString()}`;
  };

  let results;
  if (!hasPlace) {
    results = (
      <EmptyState
        icon={SearchX}
        title="Where should we look?"
        description="Type a city and state, like “Tacoma, WA”, or sign in to search near your own city."
      />
    );
  } else if (isLoading) {
    results = (
      <LoadingSkeletons
        label="Searching"
        count={4}
        itemClassName="h-40 rounded-card"
        className="grid gap-4 sm:grid-cols-2"
      />
    );
  } else if (error) {
    results = (
      <EmptyState
        icon={SearchX}
        title="That search didn't work"
        description={'message' in error ? error.message : 'Please try again.'}
      />
    );
  } else if (data && data.total === 0) {
    results = (
      <EmptyState
        icon={SearchX}
        title="Nothing matches yet"
        description={`No meetups or groups within ${data.radiusMiles} miles of ${data.origin.label} match. Try a wider radius or fewer filters, or start a group yourself.`}
        action={
          <Button asChild>
            <Link to={paths.createGroup.getHref()}>Start a Group</Link>
          </Button>
        }
      />
    );
  } else if (data) {
    const today = new Date().toISOString().slice(0, 10);
    const firstMeetup = loaded.find((result) => result.type === 'meetup');
    results = (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {pluralize(data.total, 'result')} within {data.radiusMiles} miles of {data.origin.label}
            {data.fitsMyDogsApplied ? ', fitting at least one of your dogs' : ''}
          </p>
          <nav aria-label="View" className="flex gap-1 rounded-full bg-muted p-1">
            <Link
              to={hrefWith({ view: null })}
              aria-current={view === 'list' ? 'page' : undefined}
              className={cn(tabClass, view === 'list' && 'bg-card shadow-xs')}
            >
              List
            </Link>
            <Link
              to={hrefWith({ view: 'week' })}
              aria-current={view === 'week' ? 'page' : undefined}
              className={cn(tabClass, view === 'week' && 'bg-card shadow-xs')}
            >
              Week
            </Link>
          </nav>
        </div>
        <div
          aria-busy={isFetching}
          className={cn('transition-opacity', isFetching && 'opacity-60')}
        >
          {view === 'week' ? (
            <SearchWeek
              start={firstMeetup?.type === 'meetup' ? firstMeetup.localDate : today}
              results={loaded}
            />
          ) : (
            <ul aria-label="Results" className="grid gap-4 sm:grid-cols-2">
              {loaded.map((result) => (
                <li key={`${result.type}-${result.id}`}>
                  <SearchResultCard result={result} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {hasNextPage ? (
          <LoadMore
            label="Show more results"
            onLoad={() => void search.fetchNextPage()}
            isLoading={isFetchingNextPage}
          />
        ) : null}
        {data.page > 1 ? (
          // A shared link to a later page (`?page=`) starts there; the first page is a link away.
          <Link to={hrefWith({ page: null })} className="self-center text-sm font-semibold">
            Back to the first results
          </Link>
        ) : null}
      </div>
    );
  }

  const page = (
    <>
      <PageHeader
        title="Search Meetups and Groups"
        subtitle="What can you and your dog do near you this week?"
      />
      <div className="flex flex-col gap-6">
        <SearchFilters
          key={params.toString()}
          params={params}
          signedIn={signedIn}
          origin={data?.origin ?? null}
          onSearch={(next) => {
            if (view === 'week') next.set('view', 'week');
            setParams(next);
          }}
        />
        {results}
      </div>
    </>
  );
  // Signed in, the page sits in the frame of every signed-in page (the menu's "Search Meetups").
  return <PublicPageLayout width="full">{page}</PublicPageLayout>;
}
