import { skipToken } from '@reduxjs/toolkit/query/react';
import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { cn } from '@/lib/utils';
import {
  useGetNotificationsQuery,
  useGetOlderNotificationsInfiniteQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '../api/notifications-api';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** /notifications: the latest notifications, unread first in weight; opening one marks it read. */
export function NotificationsRoute() {
  useDocumentMeta({ title: 'Notifications · PackMeet' });
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markAllState] = useMarkAllNotificationsReadMutation();
  const navigate = useNavigate();
  // The latest page first; older pages load as people scroll to the end, from the latest page's
  // own link, so a refetched latest page starts the older ones again.
  const firstNext = data?.next ?? null;
  const [olderFrom, setOlderFrom] = useState<string | null>(null);
  const older = useGetOlderNotificationsInfiniteQuery(
    olderFrom !== null && olderFrom === firstNext ? olderFrom : skipToken,
  );
  const olderLoaded = olderFrom === firstNext ? (older.data?.pages ?? []) : [];
  const hasOlder = firstNext !== null && (olderFrom !== firstNext || older.hasNextPage);
  function loadOlder() {
    if (olderFrom !== firstNext) setOlderFrom(firstNext);
    else if (older.hasNextPage && !older.isFetching) void older.fetchNextPage();
  }
  const seen = new Set<string>();
  const notifications = [
    ...(data?.notifications ?? []),
    ...olderLoaded.flatMap((page) => page.notifications),
  ].filter((notification) => !seen.has(notification.id) && seen.add(notification.id));

  let content;
  if (isLoading) content = <LoadingState label="Loading notifications..." />;
  else if (isError || !data)
    content = (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <p>Unable to load your notifications.</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try Again
        </Button>
      </Card>
    );
  else if (notifications.length === 0)
    content = (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <BellOff className="size-10 text-sand-500" aria-hidden="true" />
        <p>No notifications yet. New meetups in your groups will show up here.</p>
      </Card>
    );
  else
    content = (
      <ul className="flex flex-col gap-2" aria-label="Notifications">
        {notifications.map((notification) => (
          <li key={notification.id}>
            <Link
              to={notification.link}
              onClick={(event) => {
                if (notification.read) return;
                event.preventDefault();
                void markRead(notification.id).finally(() => navigate(notification.link));
              }}
              className={cn(
                'block rounded-xl border border-border bg-card px-4 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                !notification.read && 'border-l-4 border-l-primary',
              )}
            >
              <span className={cn('block', !notification.read && 'font-semibold')}>
                {notification.title}
                {!notification.read && <span className="sr-only"> (unread)</span>}
              </span>
              <span className="block text-sm text-muted-foreground">{notification.body}</span>
              <span className="block text-xs text-muted-foreground">
                {when(notification.createdAt)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  const more = hasOlder ? (
    <LoadMore label="Show older notifications" onLoad={loadOlder} isLoading={older.isFetching} />
  ) : null;

  return (
    <>
      <PageHeader title="Notifications" subtitle="What happened in your groups and meetups" />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {data && data.unreadCount > 0 && (
          <Button
            variant="outline"
            onClick={() => void markAllRead()}
            disabled={markAllState.isLoading}
          >
            Mark all read
          </Button>
        )}
        <Link to={paths.profile.getHref()} className="text-sm underline">
          Notification settings
        </Link>
      </div>
      {content}
      {more}
    </>
  );
}
