import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/lib/auth-token';
import { useGetNotificationsQuery } from '../api/notifications-api';

/** The signed-in frame's bell: the unread count, live, and the way to the list. */
export function NotificationBell() {
  const token = useAuthToken();
  const { data } = useGetNotificationsQuery(undefined, { skip: !token });
  const unread = data?.unreadCount ?? 0;
  const label = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
  return (
    <Link
      to={paths.notifications.getHref()}
      aria-label={label}
      className="relative ml-auto inline-flex size-10 items-center justify-center rounded-full text-sand-700 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Bell className="size-6" aria-hidden="true" />
      {unread > 0 && (
        <span
          data-testid="unread-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-clay-700 px-1.5 text-center text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
