import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/utils';

/** First, last, and the pages around the current one; `null` marks a gap. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const wanted = [1, page - 1, page, page + 1, totalPages].filter(
    (value, index, all) => value >= 1 && value <= totalPages && all.indexOf(value) === index,
  );
  wanted.sort((a, b) => a - b);
  const pages: (number | null)[] = [];
  for (const value of wanted) {
    const previous = pages.at(-1);
    if (typeof previous === 'number' && value - previous > 1) pages.push(null);
    pages.push(value);
  }
  return pages;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring';

/**
 * Page links for /groups. They are real links (`?page=N` with the other filters kept), so a
 * page can be opened in a new tab or shared.
 */
export function BrowsePagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={cn(itemClass, 'hover:bg-muted')} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : null}
      <ul className="flex items-center gap-1">
        {pageWindow(page, totalPages).map((value, index) =>
          value === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-sand-500">
              …
            </li>
          ) : (
            <li key={value}>
              <Link
                to={hrefFor(value)}
                aria-label={`Page ${value}`}
                aria-current={value === page ? 'page' : undefined}
                className={cn(
                  itemClass,
                  value === page
                    ? 'bg-primary text-primary-foreground'
                    : 'text-foreground hover:bg-muted',
                )}
              >
                {value}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className={cn(itemClass, 'hover:bg-muted')} rel="next">
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
