import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { Button } from './ui/button';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';
import { LoadingSkeletons } from './ui/skeleton';

/** What an empty list says, and where to go next (a small secondary link button). */
export interface ListCardEmpty extends Pick<EmptyStateProps, 'icon' | 'title' | 'description'> {
  link?: { to: string; label: string };
}

/**
 * A card around a short list (the dashboard previews, a group's meetups): the title with an
 * optional action beside it, then skeletons while loading, the empty state, or the list.
 */
export function ListCard({
  title,
  action,
  isLoading,
  loadingLabel,
  skeletons = { count: 3, className: 'h-14' },
  empty,
  children,
}: {
  title: string;
  action?: ReactNode;
  isLoading: boolean;
  loadingLabel: string;
  skeletons?: { count: number; className: string };
  /** Shown instead of `children` when there is nothing to list. */
  empty: ListCardEmpty | null;
  children: ReactNode;
}) {
  let content: ReactNode = children;
  if (isLoading) {
    content = (
      <LoadingSkeletons
        label={loadingLabel}
        count={skeletons.count}
        itemClassName={skeletons.className}
      />
    );
  } else if (empty) {
    const { link, ...text } = empty;
    content = (
      <EmptyState
        headingLevel="h3"
        className="py-8"
        {...text}
        action={
          link ? (
            <Button asChild variant="secondary" size="sm">
              <Link to={link.to}>{link.label}</Link>
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
