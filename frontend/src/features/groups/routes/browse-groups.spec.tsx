import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, type RecordedRequest } from '@/testing/fake-api';
import { chooseOption, renderApp } from '@/testing/test-utils';
import type { BrowsedGroup } from '@packmeet/backend/contracts/groups';

const CITIES: [city: string, state: string][] = [
  ['Austin', 'TX'],
  ['Round Rock', 'TX'],
  ['Portland', 'OR'],
  ['Bend', 'OR'],
  ['Seattle', 'WA'],
];

/** 30 groups in 5 cities, largest first as the server sorts them. */
const ALL_GROUPS: BrowsedGroup[] = Array.from({ length: 30 }, (_, index) => {
  const [city, state] = CITIES[index % CITIES.length]!;
  return {
    id: `g-${index + 1}`,
    name: `${city} ${['Calm Walkers', 'Sniff Club', 'Trail Pack', 'Puppy Social', 'Beach Dogs', 'Scent Work'][Math.floor(index / 5)]}`,
    description: `Meetups for ${city} dogs.`,
    city,
    state,
    citySlug: `${city.toLowerCase().replace(/ /g, '-')}-${state.toLowerCase()}`,
    memberCount: 40 - index,
    isPrivate: index === 1,
    activities: index === 0 ? ['parallel-walk', 'reactive-dog-training'] : [],
    level: index === 0 ? 'beginner' : 'all',
    createdAt: '2026-03-14T10:00:00.000Z',
  };
});

const params = (request: RecordedRequest) => new URL(request.url, 'http://localhost').searchParams;

/** The real endpoint's rules: name or city contains q, state by code, pages of pageSize. */
function serveBrowse(groups = ALL_GROUPS) {
  return createFakeApi().on('GET', '/api/groups/browse', (request) => {
    const search = params(request);
    const q = (search.get('q') ?? '').toLowerCase();
    const state = search.get('state') ?? '';
    const page = Number(search.get('page') ?? 1);
    const pageSize = Number(search.get('pageSize') ?? 12);
    const matching = groups.filter(
      (group) =>
        (!q || group.name.toLowerCase().includes(q) || group.city.toLowerCase().includes(q)) &&
        (!state || group.state === state),
    );
    return {
      json: {
        groups: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
        totalPages: Math.max(1, Math.ceil(matching.length / pageSize)),
        states: [...new Set(groups.map((group) => group.state))].sort(),
      },
    };
  });
}

const browseCalls = (fake: ReturnType<typeof createFakeApi>) =>
  fake.calls('GET', '/api/groups/browse').map((request) => Object.fromEntries(params(request)));

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Groups' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('/groups, browse all groups (public)', () => {
  it('lists the first page signed out, each group linking to its page and its city hub', async () => {
    const fake = serveBrowse();
    renderApp('/groups');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Browse All Groups' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Showing 1–12 of 30 groups')).toBeInTheDocument();
    expect(shownNames()).toHaveLength(12);
    expect(browseCalls(fake)).toEqual([{ page: '1', pageSize: '12' }]);
    expect(document.title).toBe('Browse All Dog Groups · PackMeet');

    const card = within(screen.getByRole('article', { name: 'Round Rock Calm Walkers' }));
    expect(card.getByRole('link', { name: 'Round Rock Calm Walkers' })).toHaveAttribute(
      'href',
      '/groups/g-2',
    );
    expect(card.getByRole('link', { name: 'Round Rock, TX dog community' })).toHaveAttribute(
      'href',
      '/city/round-rock-tx',
    );
    expect(card.getByText('39 members')).toBeInTheDocument();
    expect(card.getByText('Private')).toBeInTheDocument();
    expect(card.getByText('Since Mar 2026')).toBeInTheDocument();
    // Only a group that says what it does shows its activities and level.
    expect(card.queryByText('All experience levels')).toBeNull();
    const first = within(screen.getByRole('article', { name: 'Austin Calm Walkers' }));
    expect(first.getByText('Parallel walk / low stimulation')).toBeInTheDocument();
    expect(first.getByText('Reactive-dog training')).toBeInTheDocument();
    expect(first.getByText('Beginner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('searches by name or city once typing pauses, and writes the search into the URL', async () => {
    const fake = serveBrowse();
    const { user, router } = renderApp('/groups?page=2');
    await screen.findByText('Showing 13–24 of 30 groups');

    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'round');
    await screen.findByText('6 groups matching “round”');
    expect(shownNames().every((name) => name?.startsWith('Round Rock'))).toBe(true);
    // One request for the whole word, not one per keystroke; back on page 1.
    expect(browseCalls(fake).slice(1)).toEqual([{ q: 'round', page: '1', pageSize: '12' }]);
    expect(router.state.location.search).toBe('?q=round');

    await user.clear(screen.getByRole('searchbox', { name: 'Search groups' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'trail pack');
    await screen.findByText('5 groups matching “trail pack”');
    expect(router.state.location.search).toBe('?q=trail+pack');
  }, 15_000);

  it('filters by state, keeping the search, and says when nothing matches', async () => {
    const fake = serveBrowse();
    const { user, router } = renderApp('/groups?q=calm');
    await screen.findByText('5 groups matching “calm”');
    expect(screen.getByRole('searchbox', { name: 'Search groups' })).toHaveValue('calm');

    await chooseOption(user, 'State', 'Oregon (OR)');
    await screen.findByText('2 groups matching “calm” in Oregon');
    expect(shownNames()).toEqual(['Portland Calm Walkers', 'Bend Calm Walkers']);
    expect(browseCalls(fake).at(-1)).toEqual({
      q: 'calm',
      state: 'OR',
      page: '1',
      pageSize: '12',
    });
    expect(router.state.location.search).toBe('?q=calm&state=OR');

    await user.clear(screen.getByRole('searchbox', { name: 'Search groups' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'austin');
    expect(
      await screen.findByRole('heading', { name: 'No groups match your search' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await screen.findByText('Showing 1–12 of 30 groups');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search groups' })).toHaveValue('');
  }, 15_000);

  it('pages through with shareable links, and opens a shared link where it points', async () => {
    const fake = serveBrowse();
    const { user, router } = renderApp('/groups?state=TX');
    await screen.findByText('12 groups in Texas');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    await router.navigate('/groups');
    await screen.findByText('Showing 1–12 of 30 groups');
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/groups?page=3');
    expect(pages.queryByRole('link', { name: /Previous/ })).toBeNull();

    await user.click(pages.getByRole('link', { name: /Next/ }));
    await screen.findByText('Showing 13–24 of 30 groups');
    expect(router.state.location.search).toBe('?page=2');
    expect(browseCalls(fake).at(-1)).toEqual({ page: '2', pageSize: '12' });
    const second = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(second.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/groups');

    await user.click(second.getByRole('link', { name: 'Page 3' }));
    await screen.findByText('Showing 25–30 of 30 groups');
    expect(shownNames()).toHaveLength(6);

    // Back to the previous page, as the browser's back button would.
    await router.navigate(-1);
    await screen.findByText('Showing 13–24 of 30 groups');
  });

  it('goes to the last page when a shared link points past it', async () => {
    serveBrowse();
    const { router } = renderApp('/groups?q=pack&page=9');
    await screen.findByText('5 groups matching “pack”');
    await waitFor(() => expect(router.state.location.search).toBe('?q=pack'));
  });

  it('offers to try again when the list fails to load', async () => {
    const fake = createFakeApi().on('GET', '/api/groups/browse', { status: 500, text: '' });
    const { user } = renderApp('/groups');
    expect(
      await screen.findByRole('heading', { name: "Couldn't load groups" }),
    ).toBeInTheDocument();
    expect(screen.getByText('500: Internal Server Error')).toBeInTheDocument();

    fake.on('GET', '/api/groups/browse', {
      json: { groups: [], total: 0, page: 1, pageSize: 12, totalPages: 1, states: [] },
    });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No groups yet' })).toBeInTheDocument();
  });
});
