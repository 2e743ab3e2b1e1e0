import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchResponse, SearchResult } from '@packmeet/backend/contracts/search';
import { createFakeApi } from '@/testing/fake-api';
import { makeCity, pickCity, renderApp, serveCities, signIn } from '@/testing/test-utils';

const TACOMA = makeCity('Tacoma', 'WA', 47.25, -122.44);

const MEETUP: SearchResult = {
  type: 'meetup',
  id: 'm1',
  slug: 'green-lake-nose-work',
  title: 'Green Lake Nose Work',
  description: 'Hides in the grass.',
  city: 'Seattle',
  state: 'WA',
  distanceMiles: 30,
  activities: ['scent-work'],
  level: 'beginner',
  groupId: 'g1',
  groupName: 'Emerald City Noses',
  location: 'Seattle, WA 98115, USA',
  locationIsExact: false,
  parkType: 'regular',
  calm: false,
  startsAt: '2031-03-08T18:00:00.000Z',
  endsAt: '2031-03-08T20:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  localDate: '2031-03-08',
  localStart: 'Sat, Mar 8, 10:00 AM PST',
  maxAttendees: 10,
  placesLeft: 4,
};

const answer = (results: SearchResult[]): SearchResponse => ({
  results,
  total: results.length,
  page: 1,
  pageSize: 20,
  totalPages: 1,
  origin: {
    label: 'Tacoma, WA',
    latitude: 47.25,
    longitude: -122.44,
    city: 'Tacoma',
    state: 'WA',
    source: 'city',
  },
  radiusMiles: 50,
  from: null,
  to: null,
  fitsMyDogsApplied: false,
});

describe('/search (public)', () => {
  it('asks a visitor where to look, then sends the filters as the URL says and shows each result', async () => {
    const fake = serveCities(createFakeApi(), [TACOMA]).on('GET', '/api/search', {
      json: answer([MEETUP]),
    });
    const { user, router } = renderApp('/search');
    expect(await screen.findByText('Where should we look?')).toBeInTheDocument();
    expect(fake.calls('GET', '/api/search')).toEqual([]);

    const search = screen.getByRole('search', { name: 'Search meetups and groups' });
    const form = within(search);
    // Searching with no place chosen asks for one, as sign-up's city picker does.
    await user.click(form.getByRole('button', { name: 'Search' }));
    expect(form.getByRole('alert')).toHaveTextContent('Choose a city from the suggestions.');
    expect(fake.calls('GET', '/api/search')).toEqual([]);
    await pickCity(user, 'Near (City, ST)', 'Taco', 'Tacoma, WA', search);
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('Activity'), 'Scent work');
    await user.selectOptions(form.getByLabelText('When'), 'This weekend');
    await user.selectOptions(form.getByLabelText('Within'), '50 miles');
    await user.click(form.getByRole('button', { name: 'Search' }));

    const card = within(await screen.findByRole('article', { name: 'Green Lake Nose Work' }));
    expect(router.state.location.search).toBe(
      '?city=Tacoma&state=WA&radius=50&activity=scent-work&when=weekend&sort=soonest',
    );
    const sent = new URL(fake.calls('GET', '/api/search').at(-1)!.url, 'http://localhost');
    expect(sent.searchParams.get('activity')).toBe('scent-work');
    expect(card.getByText('Meetup · 30 mi away')).toBeInTheDocument();
    expect(card.getByText('Sat, Mar 8, 10:00 AM PST')).toBeInTheDocument();
    expect(card.getByText('Emerald City Noses · 4 places left')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Green Lake Nose Work' })).toHaveAttribute(
      'href',
      '/event/green-lake-nose-work',
    );
    expect(screen.getByText('1 result within 50 miles of Tacoma, WA')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Week' }));
    const week = within(await screen.findByRole('list', { name: 'Week' }));
    expect(week.getByRole('link', { name: 'Green Lake Nose Work' })).toBeInTheDocument();
    expect(week.getByText('Sat, Mar 8')).toBeInTheDocument();
  });

  it("shows the server's message for a search it refuses", async () => {
    createFakeApi().on('GET', '/api/search', {
      status: 400,
      json: {
        statusCode: 400,
        error: 'Bad Request',
        message: "We don't know Nowhere, WA: pick a US city",
      },
    });
    renderApp('/search?city=Nowhere&state=WA');
    expect(await screen.findByText("That search didn't work")).toBeInTheDocument();
    expect(screen.getByText(/We don't know Nowhere, WA/)).toBeInTheDocument();
  });

  it('sends Show: Trainers as type and shows a trainer as their page does, linking to it', async () => {
    const trainer: SearchResult = {
      type: 'trainer',
      id: 'u1',
      username: 'tess_trains',
      firstName: 'Tess',
      lastName: 'Mara',
      title: 'Tess Mara',
      description: 'Nose work for shy dogs.',
      city: 'Tacoma',
      state: 'WA',
      distanceMiles: 1,
      activities: ['scent-work', 'obedience'],
      level: 'all',
    };
    const fake = createFakeApi().on('GET', '/api/search', { json: answer([trainer]) });
    const { user } = renderApp('/search?city=Tacoma&state=WA');
    const form = within(await screen.findByRole('search', { name: 'Search meetups and groups' }));
    await user.selectOptions(form.getByLabelText('Show'), 'Trainers');
    await user.click(form.getByRole('button', { name: 'Search' }));

    const card = within(await screen.findByRole('article', { name: 'Tess Mara' }));
    const sent = new URL(fake.calls('GET', '/api/search').at(-1)!.url, 'http://localhost');
    expect(sent.searchParams.get('type')).toBe('trainers');
    expect(card.getByText('Trainer · 1 mi away')).toBeInTheDocument();
    expect(card.getByText('Dog trainer in Tacoma, WA')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Tess Mara' })).toHaveAttribute(
      'href',
      '/trainers/tess_trains',
    );
    const tags = card.getByRole('list', { name: 'Activities and level' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Scent work', 'Obedience']);
  });

  it('shows a signed-in member the place searched: their own city, in the city picker', async () => {
    signIn();
    const fake = serveCities(createFakeApi(), [
      TACOMA,
      makeCity('Seattle', 'WA', 47.6, -122.33),
    ]).on('GET', '/api/search', (request) => {
      const asked = new URL(request.url, 'http://localhost').searchParams;
      return {
        json: asked.has('city')
          ? answer([])
          : // No place asked: the server searched from the member's city and says so.
            { ...answer([MEETUP]), origin: { ...answer([]).origin, source: 'home' } },
      };
    });
    const { user, router } = renderApp('/search');

    const search = await screen.findByRole('search', { name: 'Search meetups and groups' });
    const near = within(search).getByRole('combobox', { name: 'Near (City, ST)' });
    await waitFor(() => expect(near).toHaveValue('Tacoma, WA'));
    expect(new URL(fake.calls('GET', '/api/search')[0]!.url, 'http://l').search).toBe('');

    // Another city is chosen from the same suggestions sign-up offers.
    await pickCity(user, 'Near (City, ST)', 'Sea', 'Seattle, WA', search);
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('city=Seattle&state=WA'));
    expect(
      within(await screen.findByRole('search', { name: 'Search meetups and groups' })).getByRole(
        'combobox',
        { name: 'Near (City, ST)' },
      ),
    ).toHaveValue('Seattle, WA');
  });

  it("puts a signed-in member in the signed-in frame: side menu and bell, not the visitors' header", async () => {
    signIn();
    serveCities(createFakeApi()).on('GET', '/api/search', {
      json: { ...answer([]), origin: { ...answer([]).origin, source: 'home' } },
    });
    renderApp('/search');
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Search Meetups' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: /^Notifications/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Primary' })).not.toBeInTheDocument();
  });

  it('loads more results from the Link header as people scroll, under the same heading', async () => {
    const second: SearchResult = { ...MEETUP, id: 'm2', slug: 'second-walk', title: 'Second Walk' };
    const next = '/api/search?city=Tacoma&state=WA&limit=1&cursor=s1';
    const fake = serveCities(createFakeApi(), [TACOMA]).on('GET', '/api/search', (request) =>
      new URL(request.url, 'http://localhost').searchParams.get('cursor') === 's1'
        ? { json: { ...answer([second]), total: 2, page: 2, pageSize: 1, totalPages: 2 } }
        : new Response(
            JSON.stringify({ ...answer([MEETUP]), total: 2, pageSize: 1, totalPages: 2 }),
            {
              status: 200,
              headers: { 'content-type': 'application/json', link: `<${next}>; rel="next"` },
            },
          ),
    );
    const { user } = renderApp('/search?city=Tacoma&state=WA');
    expect(
      await screen.findByRole('article', { name: 'Green Lake Nose Work' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^2 results within 50 miles/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    expect(await screen.findByRole('article', { name: 'Second Walk' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Green Lake Nose Work' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
    expect(fake.calls('GET', '/api/search').map((call) => call.url)).toEqual([
      '/api/search?city=Tacoma&state=WA',
      next,
    ]);
  });
});
