import { Plus, SearchX, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PublicPageLayout } from '@/components/layouts/public-page-layout';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { LoadingSkeletons } from '@/components/ui/skeleton';
import { BRAND } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/lib/auth-token';
import { useDocumentMeta } from '@/lib/document-meta';
import { stateName } from '@/lib/us-states';
import { cn, pluralize } from '@/lib/utils';
import { useBrowseGroupsQuery } from '../api/browse-groups-api';
import { BrowseFilters } from '../components/browse-filters';
import { BrowseGroupCard } from '../components/browse-group-card';
import { BrowsePagination } from '../components/browse-pagination';

/** Wait this long after the last keystroke before searching (and writing the URL). */
export const BROWSE_SEARCH_DEBOUNCE_MS = 300;

/** The server's bounds for `page`; anything else in the URL reads as page 1. */
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

interface Filters {
  q: string;
  state: string;
  page: number;
}

/** The query string for `filters`; defaults are left out so links stay short. */
function toSearchParams({ q, state, page }: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (state) params.set('state', state);
  if (page > 1) params.set('page', String(page));
  return params;
}

function hrefFor(filters: Filters): string {
  const query = toSearchParams(filters).toString();
  return query ? `${paths.groups.getHref()}?${query}` : paths.groups.getHref();
}

/**
 * /groups: every group, public (the target of the city pages' Browse All Groups). Search by
 * name or city, filter by state, page through; the filters live in the URL so a view can be
 * shared or bookmarked.
 */
export function BrowseGroupsRoute() {
  useDocumentMeta({
    title: `Browse All Dog Groups · ${BRAND}`,
    description: `Every ${BRAND} dog group across America: search by name or city, narrow to your state, and find calm, organized meetups near you.`,
  });
  const signedIn = Boolean(useAuthToken());
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: Filters = {
    q: (searchParams.get('q') ?? '').trim().slice(0, 100),
    state: (searchParams.get('state') ?? '').trim().toUpperCase(),
    page: readPage(searchParams.get('page')),
  };
  const { q, state, page } = filters;

  // What is typed; the URL (and the request) follow it after a pause.
  const [search, setSearch] = useState(q);
  const [syncedQuery, setSyncedQuery] = useState(q);
  if (q !== syncedQuery) {
    // Back/forward or a followed link changed the search: show it, unless it is what is typed.
    setSyncedQuery(q);
    if (search.trim() !== q) setSearch(q);
  }

  useEffect(() => {
    const wanted = search.trim();
    if (wanted === q) return;
    const timer = setTimeout(
      () => setSearchParams(toSearchParams({ q: wanted, state, page: 1 }), { replace: true }),
      BROWSE_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, q, state, setSearchParams]);

  const { data, currentData, error, isError, isFetching, isLoading, refetch } =
    useBrowseGroupsQuery({ q, state, page });

  // A shared link past the last page (the list shrank since): go to the last page.
  useEffect(() => {
    if (currentData && currentData.total > 0 && page > currentData.totalPages) {
      setSearchParams(toSearchParams({ q, state, page: currentData.totalPages }), {
        replace: true,
      });
    }
  }, [currentData, page, q, state, setSearchParams]);

  // After paging, start reading from the top of the list.
  const resultsRef = useRef<HTMLElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [page]);

  const filtered = Boolean(q || state);
  const clearFilters = () => {
    setSearch('');
    setSearchParams(new URLSearchParams());
  };

  let results;
  if (isLoading || (!data && isFetching)) {
    results = (
      <LoadingSkeletons
        label="Loading groups"
        count={6}
        itemClassName="h-48 rounded-card"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      />
    );
  } else if (isError && !currentData) {
    results = (
      <EmptyState
        icon={SearchX}
        title="Couldn't load groups"
        description={error && 'message' in error ? error.message : 'Please try again.'}
        action={<Button onClick={() => void refetch()}>Try Again</Button>}
      />
    );
  } else if (data && data.total === 0) {
    results = filtered ? (
      <EmptyState
        icon={SearchX}
        title="No groups match your search"
        description={`Nothing${q ? ` for “${q}”` : ''}${state ? ` in ${stateName(state)}` : ''} yet. Try another name or city, or start the group yourself.`}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="outline" onClick={clearFilters}>
              Clear search and filters
            </Button>
            <Button asChild>
              <Link to={paths.createGroup.getHref()}>Start a Group</Link>
            </Button>
          </div>
        }
      />
    ) : (
      <EmptyState
        icon={Users}
        title="No groups yet"
        description="Be the first: start a group and invite the dogs you know from the park."
        action={
          <Button asChild>
            <Link to={paths.createGroup.getHref()}>Start a Group</Link>
          </Button>
        }
      />
    );
  } else if (data) {
    const first = (data.page - 1) * data.pageSize + 1;
    const last = Math.min(data.total, first + data.groups.length - 1);
    results = (
      <div className="flex flex-col gap-6">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {data.totalPages > 1 && data.groups.length > 0
            ? `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${pluralize(data.total, 'group')}`
            : pluralize(data.total, 'group')}
          {q ? ` matching “${q}”` : ''}
          {state ? ` in ${stateName(state)}` : ''}
        </p>
        <ul
          aria-label="Groups"
          aria-busy={isFetching}
          className={cn(
            'grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
            isFetching && 'opacity-60',
          )}
        >
          {data.groups.map((group) => (
            <li key={group.id}>
              <BrowseGroupCard group={group} />
            </li>
          ))}
        </ul>
        <BrowsePagination
          page={data.page}
          totalPages={data.totalPages}
          hrefFor={(target) => hrefFor({ q, state, page: target })}
        />
      </div>
    );
  }

  return (
    <PublicPageLayout width="full">
      <PageHeader
        title="Browse All Groups"
        subtitle={
          signedIn
            ? 'Every dog group across America. Search by name or city, or narrow to a state.'
            : 'Every dog group across America. Search by name or city, or narrow to a state. Sign in to see a group’s meetups and join.'
        }
        actions={
          <Button asChild variant="accent">
            <Link to={paths.createGroup.getHref()}>
              <Plus aria-hidden="true" />
              Start a Group
            </Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        <BrowseFilters
          search={search}
          onSearchChange={setSearch}
          state={state}
          onStateChange={(next) =>
            setSearchParams(toSearchParams({ q: search.trim(), state: next, page: 1 }))
          }
          states={data?.states ?? []}
        />
        <section ref={resultsRef} aria-label="Search results" className="scroll-mt-6">
          {results}
        </section>
      </div>
    </PublicPageLayout>
  );
}
