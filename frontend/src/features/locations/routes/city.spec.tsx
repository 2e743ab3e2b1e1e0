import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, errorBody, gate } from '@/testing/fake-api';
import { renderApp, signIn } from '@/testing/test-utils';
import { NO_ENTRY_RULES } from '@packmeet/backend/contracts/entry-rules';
import type { CitySummary, GroupSummary } from '@packmeet/backend/contracts/locations';
import { cityNameFromSlug } from './city';

function makeCityGroup(overrides: Partial<GroupSummary> = {}): GroupSummary {
  return {
    group: {
      id: 'g-walkers',
      name: 'Laurelhurst Calm Walkers',
      description: 'Slow parallel walks for dogs who like their space.',
    },
    view: 'full',
    kind: 'public',
    rules: NO_ENTRY_RULES,
    activities: [],
    level: 'all',
    isVerified: true,
    activityLevel: 'Very Active',
    meetingFrequency: 'Every other week',
    memberCount: 14,
    newMembersThisMonth: 2,
    upcomingMeetups: 3,
    nextMeetupDate: '2026-12-05T18:00:00.000Z',
    totalMeetups: 27,
    foundedYear: 2025,
    averageAttendance: 6,
    popularBreeds: ['Border Collie', 'Beagle', 'Mixed Breed'],
    engagementRate: 64,
    attendanceRate: 71,
    recentActivity: [
      { userName: 'Maya L.', action: 'is going to "Sunday Sniff Walk"', timeAgo: '2 hours ago' },
      { userName: 'Sam R.', action: 'joined the group', timeAgo: '3 days ago' },
    ],
    ...overrides,
  };
}

const quietGroup = makeCityGroup({
  group: { id: 'g-quiet', name: 'Sellwood Sniffers', description: '' },
  isVerified: false,
  activityLevel: 'Quiet',
  activities: ['parallel-walk', 'scent-work'],
  level: 'beginner',
  memberCount: 3,
  popularBreeds: [],
  recentActivity: [],
});

const portland: CitySummary = {
  city: 'Portland',
  state: 'OR',
  totalGroups: 2,
  totalMembers: 16,
  totalMeetups: 31,
  totalDogs: 22,
  popularBreeds: ['Border Collie', 'Beagle', 'Mixed Breed', 'Poodle'],
  groups: [makeCityGroup(), quietGroup],
  demand: [{ activity: 'scent-work', owners: 14 }],
  nextMeetups: [
    {
      id: 'm-1',
      slug: 'sunday-sniff-walk',
      title: 'Sunday Sniff Walk',
      date: '2026-12-05T18:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      groupId: 'g-walkers',
      groupName: 'Laurelhurst Calm Walkers',
      activities: ['parallel-walk'],
      level: 'all',
    },
  ],
};

const serveCity = (reply: Parameters<ReturnType<typeof createFakeApi>['on']>[2]) =>
  createFakeApi().on('GET', '/api/locations/city/:slug', reply);

const stat = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling;

const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(() => {
  vi.useRealTimers();
});

describe('cityNameFromSlug', () => {
  it('reads the city and state out of a slug', () => {
    expect(cityNameFromSlug('portland-or')).toBe('Portland, OR');
    expect(cityNameFromSlug('salt-lake-city-ut')).toBe('Salt Lake City, UT');
    expect(cityNameFromSlug('springfield')).toBe('Springfield');
  });
});

describe('/city/{citySlug} (spec sections 2, 3, 8, 9)', () => {
  it('names the city from the slug while skeletons show, before any data arrives', async () => {
    const answer = gate();
    serveCity({ json: portland, until: answer.until });
    renderApp('/city/salt-lake-city-ut');

    const loading = await screen.findByRole('status', { name: 'Loading Salt Lake City, UT' });
    expect(within(loading).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Salt Lake City, UT',
    );
    await waitFor(() =>
      expect(document.title).toBe('Dog Meetups in Salt Lake City, UT · PackMeet'),
    );
    expect(description()).toContain('Salt Lake City, UT');
    expect(screen.queryByRole('heading', { name: 'No Groups Found in This City' })).toBeNull();
    answer.open();
  });

  it('shows the no-groups page for a city the server does not know', async () => {
    const fake = serveCity({ status: 404, json: errorBody(404, 'City not found') });
    renderApp('/city/nowhere-zz');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No Groups Found in This City' }),
    ).toBeInTheDocument();
    expect(screen.getByText('City not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the First Group' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Back to All Locations' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(fake.calls('GET', '/api/locations/city/nowhere-zz')).toHaveLength(1);
    expect(document.title).toBe('Dog Meetups in Nowhere, ZZ · PackMeet');
  });

  it('shows the same page, with its own reason, when the server fails', async () => {
    serveCity({ status: 500, text: '' });
    renderApp('/city/portland-or');
    expect(
      await screen.findByRole('heading', { name: 'No Groups Found in This City' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch city data')).toBeInTheDocument();
  });

  it('says so when a known city has no groups left', async () => {
    serveCity({ json: { ...portland, totalGroups: 0, groups: [] } });
    renderApp('/city/portland-or');
    expect(
      await screen.findByRole('heading', { name: 'No Groups Yet in Portland' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Groups' })).toHaveAttribute(
      'href',
      '/groups',
    );
  });

  it('shows the hub signed out: header statistics, group showcases, links and the footer', async () => {
    const fake = serveCity({ json: portland });
    renderApp('/city/portland-or');

    const cityStats = await screen.findByLabelText('City statistics');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Portland, OR');
    expect(heading).toHaveTextContent('Dog Community Hub');
    expect(stat(cityStats, 'Active Groups')).toHaveTextContent('2');
    expect(stat(cityStats, 'Dog Owners')).toHaveTextContent('16');
    expect(stat(cityStats, 'Total Meetups')).toHaveTextContent('31');
    expect(stat(cityStats, 'Dogs')).toHaveTextContent('22');
    expect(screen.getByRole('link', { name: /Join Portland Dog Community/ })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(fake.calls('GET', '/api/locations/city/portland-or')[0]?.credentials).toBe('include');

    const upcoming = within(
      screen.getByRole('region', { name: 'Upcoming meetups in Portland' }),
    ).getByRole('link', { name: /^Sunday Sniff Walk/ });
    expect(upcoming).toHaveAttribute('href', '/event/sunday-sniff-walk');
    // 10 AM in Portland, named as such for a viewer in Chicago (the tests' zone).
    expect(upcoming).toHaveTextContent('Sat, Dec 5, 10:00 AM PST · Laurelhurst Calm Walkers');
    expect(upcoming).toHaveTextContent('Parallel walk / low stimulation');

    const wanted = screen.getByRole('region', { name: 'Groups wanted in Portland' });
    expect(wanted).toHaveTextContent(
      '14 owners near Portland looked for a scent-work group this month - start one',
    );
    expect(within(wanted).getByRole('link', { name: 'start one' })).toHaveAttribute(
      'href',
      '/create-group?city=Portland&state=OR&activity=scent-work',
    );

    const showcases = within(screen.getByRole('list', { name: 'Groups in Portland' }));
    const walkers = showcases.getByRole('article', { name: 'Laurelhurst Calm Walkers' });
    const card = within(walkers);
    expect(card.getByText('Verified')).toBeInTheDocument();
    expect(card.getByText('Very Active')).toBeInTheDocument();
    expect(
      card.getByText('Slow parallel walks for dogs who like their space.'),
    ).toBeInTheDocument();
    const details = within(card.getByRole('list', { name: 'Group details' }));
    expect(details.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Portland',
      'Every other week',
      'All experience levels',
    ]);
    // A group that says what it does shows that instead.
    const sniffers = within(showcases.getByRole('article', { name: 'Sellwood Sniffers' }));
    expect(
      within(sniffers.getByRole('list', { name: 'Group details' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Parallel walk / low stimulation');
    expect(sniffers.getByText('Scent work')).toBeInTheDocument();
    expect(sniffers.getByText('Beginner')).toBeInTheDocument();
    expect(sniffers.queryByText('All experience levels')).toBeNull();

    // Compact at first: the statistics, breeds and activity open on request.
    const more = card.getByText('Stats, breeds and activity');
    expect(more.closest('details')).not.toHaveAttribute('open');
    expect(card.getByText(/^14 members · 3 upcoming · Next: \w{3}, Dec [45]$/)).toBeInTheDocument();
    fireEvent.click(more);
    expect(more.closest('details')).toHaveAttribute('open');

    const tiles = card.getByLabelText('Laurelhurst Calm Walkers statistics');
    expect(stat(tiles, 'Active Members')).toHaveTextContent('14');
    expect(within(tiles).getByText('+2 this month')).toBeInTheDocument();
    expect(stat(tiles, 'Upcoming Events')).toHaveTextContent('3');
    expect(within(tiles).getByText(/^Next: \w{3}, Dec [45]$/)).toBeInTheDocument();
    expect(stat(tiles, 'Events Hosted')).toHaveTextContent('27');
    expect(within(tiles).getByText('Since 2025')).toBeInTheDocument();
    expect(stat(tiles, 'Avg Attendance')).toHaveTextContent('6');

    const breeds = card.getByRole('list', { name: 'Popular breeds in Laurelhurst Calm Walkers' });
    expect(
      within(breeds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Border Collie', '2Beagle', '3Mixed Breed']);
    expect(card.getByRole('progressbar', { name: 'Member Engagement' })).toHaveAttribute(
      'aria-valuenow',
      '64',
    );
    expect(card.getByRole('progressbar', { name: 'Event Attendance' })).toHaveAttribute(
      'aria-valuenow',
      '71',
    );
    const activity = within(
      card.getByRole('list', { name: 'Recent activity in Laurelhurst Calm Walkers' }),
    ).getAllByRole('listitem');
    expect(activity[0]).toHaveTextContent('Maya L. is going to "Sunday Sniff Walk"2 hours ago');
    expect(activity[1]).toHaveTextContent('Sam R. joined the group3 days ago');

    expect(card.getByRole('link', { name: 'View Group Details' })).toHaveAttribute(
      'href',
      '/groups/g-walkers',
    );
    expect(card.getByRole('link', { name: 'Explore This Group' })).toHaveAttribute(
      'href',
      '/groups/g-walkers',
    );
    expect(card.getByRole('link', { name: 'Join Group' })).toHaveAttribute('href', '/register');

    const quiet = within(showcases.getByRole('article', { name: 'Sellwood Sniffers' }));
    expect(quiet.queryByText('Verified')).toBeNull();
    expect(quiet.getByText('Quiet')).toBeInTheDocument();
    expect(quiet.getByText(/A welcoming group of Portland dog owners/)).toBeInTheDocument();
    expect(quiet.getByText('No breeds shared yet.')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Join Community Free' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Browse All Groups' })).toHaveAttribute(
      'href',
      '/groups',
    );
  });

  it('sets the title and description from the city data, with the first 3 popular breeds', async () => {
    serveCity({ json: portland });
    renderApp('/city/portland-or');
    await screen.findByLabelText('City statistics');
    await waitFor(() => expect(document.title).toBe('Dog Meetups in Portland, OR · PackMeet'));
    expect(description()).toBe(
      'Join 2 dog groups and 16 dog owners in Portland, OR. Popular breeds: Border Collie, Beagle, Mixed Breed. Calm, predictable meetups, free on PackMeet.',
    );
  });

  it('shows the spec defaults the server sends for a group without meetups, and real zeros', async () => {
    // Spec section 9's city page defaults are the server's: a group with no meetups yet comes
    // with 'This weekend', 'Weekly meetups', 12 attending and 78% attendance.
    const fresh = makeCityGroup({
      group: { id: 'g-new', name: 'Brand New Pack', description: 'Just starting.' },
      isVerified: false,
      activityLevel: 'New',
      meetingFrequency: 'Weekly meetups',
      memberCount: 1,
      newMembersThisMonth: 0,
      upcomingMeetups: 0,
      nextMeetupDate: 'This weekend',
      totalMeetups: 0,
      foundedYear: 2026,
      averageAttendance: 12,
      popularBreeds: [],
      engagementRate: 100,
      attendanceRate: 78,
      recentActivity: [],
    });
    serveCity({
      json: {
        ...portland,
        groups: [
          fresh,
          makeCityGroup({ newMembersThisMonth: 0, averageAttendance: 0, engagementRate: 0 }),
        ],
      },
    });
    renderApp('/city/portland-or');

    const freshCard = within(await screen.findByRole('article', { name: 'Brand New Pack' }));
    const tiles = freshCard.getByLabelText('Brand New Pack statistics');
    expect(within(tiles).getByText('Next: This weekend')).toBeInTheDocument();
    expect(within(tiles).getByText('Since 2026')).toBeInTheDocument();
    expect(stat(tiles, 'Avg Attendance')).toHaveTextContent('12');
    expect(freshCard.getByText('Weekly meetups')).toBeInTheDocument();
    expect(freshCard.getByRole('progressbar', { name: 'Event Attendance' })).toHaveAttribute(
      'aria-valuenow',
      '78',
    );

    const real = within(screen.getByRole('article', { name: 'Laurelhurst Calm Walkers' }));
    const realTiles = real.getByLabelText('Laurelhurst Calm Walkers statistics');
    expect(within(realTiles).getByText('+0 this month')).toBeInTheDocument();
    expect(stat(realTiles, 'Avg Attendance')).toHaveTextContent('0');
    expect(real.getByRole('progressbar', { name: 'Member Engagement' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('sends signed-in visitors to the group page to join', async () => {
    serveCity({ json: portland });
    signIn();
    renderApp('/city/portland-or');
    const card = within(await screen.findByRole('article', { name: 'Laurelhurst Calm Walkers' }));
    expect(card.getByRole('link', { name: 'Join Group' })).toHaveAttribute(
      'href',
      '/groups/g-walkers',
    );
    // The signed-in frame (side menu, bell), not the visitors' header.
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('navigation', { name: 'Primary' })).not.toBeInTheDocument();
    // A member has an account already: the calls to action lead to finding groups.
    expect(screen.getByRole('link', { name: /Join Portland Dog Community/ })).toHaveAttribute(
      'href',
      '/find-groups',
    );
    expect(screen.getByRole('link', { name: 'Join Community Free' })).toHaveAttribute(
      'href',
      '/find-groups',
    );
  });

  it('sends a signed-in member to create the first group of a city without groups', async () => {
    serveCity({ json: { ...portland, totalGroups: 0, groups: [] } });
    signIn();
    renderApp('/city/portland-or');
    await screen.findByRole('heading', { name: 'No Groups Yet in Portland' });
    expect(screen.getByRole('link', { name: 'Start the First Group' })).toHaveAttribute(
      'href',
      '/create-group',
    );
  });

  it('caches a city for 5 minutes, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fake = serveCity({ json: portland }).on('GET', '/api/locations/city/bend-or', {
      status: 404,
      json: errorBody(404, 'City not found'),
    });
    const { router } = renderApp('/city/portland-or');
    await screen.findByLabelText('City statistics');

    await router.navigate('/city/bend-or');
    await screen.findByRole('heading', { name: 'No Groups Found in This City' });
    await router.navigate('/city/portland-or');
    await screen.findByLabelText('City statistics');
    expect(fake.calls('GET', '/api/locations/city/portland-or')).toHaveLength(1);

    await router.navigate('/city/bend-or');
    await screen.findByRole('heading', { name: 'No Groups Found in This City' });
    vi.setSystemTime(Date.now() + 301_000);
    await router.navigate('/city/portland-or');
    await waitFor(() =>
      expect(fake.calls('GET', '/api/locations/city/portland-or')).toHaveLength(2),
    );
  });
});
