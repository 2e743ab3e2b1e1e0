import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { reloadPage } from '@/lib/browser';
import {
  makeAttendee,
  makeDog,
  makeGroup,
  makeGroupList,
  makeMeetup,
  makeProfile,
  withAttendance,
} from '@/testing/data';
import { createFakeApi } from '@/testing/fake-api';
import { installFakeSocket } from '@/testing/fake-socket';
import { serveMeetups } from '@/testing/meetups-backend';
import { renderApp, renderWithProviders, signIn } from '@/testing/test-utils';
import { DashboardRoute } from './dashboard';

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn() }));

const groups = Array.from({ length: 7 }, (_, index) =>
  makeGroup({
    id: `g-${index + 1}`,
    name: `Calm Walkers ${index + 1}`,
    description: 'Parallel walks for dogs who like their space.',
    city: 'Portland',
    state: 'OR',
    memberCount: index + 2,
    isPrivate: index === 0,
  }),
);

const meetups = Array.from({ length: 6 }, (_, index) =>
  makeMeetup({
    id: `m-${index + 1}`,
    slug: `sunday-sniff-${index + 1}`,
    title: `Sunday Sniff ${index + 1}`,
    date: `2030-05-${String(index + 10).padStart(2, '0')}T16:00:00.000Z`,
    endTime: `2030-05-${String(index + 10).padStart(2, '0')}T18:00:00.000Z`,
    location: 'Laurelhurst Park, Portland, OR, USA',
    locationDisplay: 'Laurelhurst Park',
    groupName: 'Calm Walkers 1',
  }),
);

describe('/dashboard (spec section 2)', () => {
  it('shows the three cards and the first 5 groups and meetups with View All links', async () => {
    createFakeApi()
      .on('GET', '/api/dogs', { json: [makeDog()] })
      .on('GET', '/api/profile', { json: makeProfile() })
      .on('GET', '/api/groups', {
        json: {
          groups,
          nearbyGroups: [],
          otherGroups: [],
          userGroups: [],
          stats: { inUserCity: 7, within15Miles: 7, within25Miles: 7, inState: 7, total: 12 },
          userLocation: {
            city: 'Portland',
            state: 'OR',
            latitude: 45.52345,
            longitude: -122.67621,
          },
        },
      })
      .on('GET', '/api/meetups/upcoming', { json: meetups });
    signIn();
    const { user } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Maya!' })).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: /Find Groups/ })).toHaveAttribute(
      'href',
      '/find-groups',
    );
    expect(within(shortcuts).getByRole('link', { name: /My Dogs/ })).toHaveAttribute(
      'href',
      '/my-dogs',
    );
    expect(within(shortcuts).getByRole('link', { name: /Create Group/ })).toHaveAttribute(
      'href',
      '/create-group',
    );

    expect(await screen.findByRole('link', { name: /Calm Walkers 5/ })).toHaveAttribute(
      'href',
      '/groups/g-5',
    );
    expect(screen.queryByRole('link', { name: /Calm Walkers 6/ })).not.toBeInTheDocument();
    // N is stats.total: every group the list counts, not only the ones sent.
    expect(screen.getByRole('link', { name: 'View All (12)' })).toHaveAttribute(
      'href',
      '/find-groups',
    );

    expect(await screen.findByRole('link', { name: /Sunday Sniff 5/ })).toHaveAttribute(
      'href',
      '/event/sunday-sniff-5',
    );
    expect(screen.queryByRole('link', { name: /Sunday Sniff 6/ })).not.toBeInTheDocument();

    // View All opens every upcoming meetup (the same call) in a dialog.
    await user.click(screen.getByRole('button', { name: 'View All (6)' }));
    const all = await screen.findByRole('dialog', { name: 'All Upcoming Meetups' });
    expect(within(all).getAllByRole('link')).toHaveLength(6);
    expect(within(all).getByRole('link', { name: /Sunday Sniff 6/ })).toHaveAttribute(
      'href',
      '/event/sunday-sniff-6',
    );
  });

  it('shows live counts on the upcoming meetups', async () => {
    const server = installFakeSocket();
    const meetup = withAttendance(
      makeMeetup({ title: 'Dawn Patrol', maxAttendees: 10 }),
      { going: 1 },
      9,
    );
    const fake = createFakeApi()
      .on('GET', '/api/profile', { json: makeProfile() })
      .on('GET', '/api/groups', { json: makeGroupList() });
    const backend = serveMeetups(fake, {
      meetups: [meetup],
      attendees: { [meetup.id]: [makeAttendee('Ana')] },
      myDogs: [makeDog()],
      live: server,
    });
    signIn();
    renderApp('/dashboard');

    const link = await screen.findByRole('link', { name: /Dawn Patrol/ });
    expect(link).toHaveTextContent('1 of 10 going');
    await waitFor(() => expect(server.current.watching()).toEqual([meetup.id]));

    const ben = makeAttendee('Ben');
    server.current.push(
      backend.change(meetup.id, {
        meetup: withAttendance(meetup, { going: 2 }, 8),
        attendees: [...backend.attendees(meetup.id), ben],
        changed: [ben],
      }),
    );

    await waitFor(() => expect(link).toHaveTextContent('2 of 10 going'));
  });

  it('shows empty states, not an error, when the group and meetup calls fail', async () => {
    createFakeApi().on('GET', '/api/dogs', { json: [makeDog()] });
    signIn();
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'No groups yet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No upcoming meetups' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
  });

  it("shows 'Please Sign In' with Sign In and Sign Up buttons without a token", () => {
    createFakeApi();
    const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardRoute /> }], {
      initialEntries: ['/dashboard'],
    });
    renderWithProviders(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { name: 'Please Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  });
});

describe('signed-in frame (spec section 2)', () => {
  it('has the brand link, the side menu and a Sign Out that forgets the token and reloads', async () => {
    createFakeApi().on('GET', '/api/dogs', { json: [makeDog()] });
    signIn();
    const { user } = renderApp('/find-groups');

    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'PackMeet' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('link', { name: 'My Dogs' })).toHaveAttribute('href', '/my-dogs');
    expect(within(menu).getByRole('heading', { name: 'Navigate' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(menu).getByRole('link', { name: 'Find Groups' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));

    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('opens the menu as a drawer on small screens and closes it after navigating', async () => {
    createFakeApi().on('GET', '/api/dogs', { json: [makeDog()] });
    signIn();
    const { user, router } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'My Dogs' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Dogs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-dogs');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
