import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  NotificationListResponse,
  NotificationResponse,
} from '@packmeet/backend/contracts/notifications';
import { makeDog, makeProfile } from '@/testing/data';
import { createFakeApi } from '@/testing/fake-api';
import { renderApp, signIn } from '@/testing/test-utils';

const notification = (n: number): NotificationResponse => ({
  id: `n${n}`,
  kind: 'meetup-scheduled',
  createdAt: new Date(Date.UTC(2026, 11, 6, 12, 0, 60 - n)).toISOString(),
  read: false,
  link: `/meetups/m${n}`,
  title: `New meetup ${n}`,
  body: `Walk number ${n}`,
});

const OLDER = '/api/notifications?limit=2&cursor=abc';

describe('/notifications: pages', () => {
  it('loads older notifications, and marking all read reaches them too', async () => {
    let read = false;
    const list = (items: NotificationResponse[]): NotificationListResponse => ({
      notifications: items.map((item) => ({ ...item, read })),
      unreadCount: read ? 0 : 3,
    });
    const fake = createFakeApi()
      .on('GET', '/api/dogs', { json: [makeDog()] })
      .on('GET', '/api/profile', { json: makeProfile() })
      .on('GET', '/api/notifications', (request) => {
        if (new URL(request.url, 'http://localhost').searchParams.get('cursor') === 'abc')
          return { json: list([notification(3)]) };
        return new Response(JSON.stringify(list([notification(1), notification(2)])), {
          status: 200,
          headers: { 'content-type': 'application/json', link: `<${OLDER}>; rel="next"` },
        });
      })
      .on('POST', '/api/notifications/read-all', () => {
        read = true;
        return { json: list([notification(1), notification(2)]) };
      });
    signIn();
    const { user } = renderApp('/notifications');

    expect(await screen.findByText('Walk number 2')).toBeInTheDocument();
    expect(screen.queryByText('Walk number 3')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older notifications' }));
    expect(await screen.findByText('Walk number 3')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Show older notifications' }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByText('(unread)')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryAllByText('(unread)')).toHaveLength(0));
    // The older page was marked from the answer, not asked for again.
    expect(
      fake.calls('GET', '/api/notifications').filter((call) => call.url === OLDER),
    ).toHaveLength(1);
  });
});
