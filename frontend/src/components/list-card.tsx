import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';
import { LoadingSkeletons } from './ui/skeleton';

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
  empty: Omit<EmptyStateProps, 'headingLevel' | 'className'> | null;
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
    content = <EmptyState headingLevel="h3" className="py-8" {...empty} />;
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
