import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupListResponse } from '@packmeet/backend/contracts/groups';
import { makeDog, makeGroup, makeGroupList, TEST_USER_ID } from '@/testing/data';
import { createFakeApi, errorBody } from '@/testing/fake-api';
import {
  chooseOption,
  findToast,
  pickCity,
  renderApp,
  serveCities,
  signIn,
} from '@/testing/test-utils';

const mine = makeGroup({
  id: 'g-mine',
  name: 'Laurelhurst Calm Walkers',
  distanceMiles: 0,
  isMember: true,
  role: 'owner',
  creatorId: TEST_USER_ID,
  creatorDisplayName: 'Maya L.',
});
const sameCity = makeGroup({ id: 'g-same', name: 'Sellwood Sniffers', distanceMiles: 0 });
const near = makeGroup({ id: 'g-near', name: 'Mt Tabor Pack', distanceMiles: 3.24 });
const mid = makeGroup({ id: 'g-mid', name: 'Beaverton Puppy Social', distanceMiles: 12 });
const far = makeGroup({ id: 'g-far', name: 'Gresham Trail Dogs', distanceMiles: 18.43 });
const farther = makeGroup({ id: 'g-farther', name: 'Salem Strollers', distanceMiles: 45.5 });

const portland = makeGroupList({
  groups: [mine, sameCity, near, mid, far, farther],
  nearbyGroups: [sameCity, near, mid, far],
  userGroups: [mine],
  stats: { inUserCity: 2, within15Miles: 4, within25Miles: 5, inState: 9, total: 12 },
});

function backend(home: GroupListResponse = portland, away?: GroupListResponse) {
  return serveCities(createFakeApi())
    .on('GET', '/api/dogs', { json: [makeDog()] })
    .on('GET', '/api/groups', (request) => {
      const city = new URL(request.url, 'http://localhost').searchParams.get('city');
      return { json: city && away ? away : home };
    });
}

const card = (name: string) => screen.getByRole('article', { name });
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

async function open() {
  signIn();
  const result = renderApp('/find-groups');
  await screen.findByRole('heading', { level: 1, name: 'Find Groups' });
  await screen.findByRole('list', { name: 'Available groups' });
  return result;
}

describe('/find-groups (spec sections 2, 4, 8, 9)', () => {
  it('shows the stats, Your Groups and the groups within 25 miles with distance badges', async () => {
    backend();
    await open();

    expect(stat('In your city')).toHaveTextContent('2');
    expect(stat('Within 15 miles')).toHaveTextContent('4');
    expect(stat('Within 25 miles')).toHaveTextContent('5');
    expect(stat('In your state')).toHaveTextContent('9');
    expect(screen.getByText('Portland, OR', { selector: 'strong' })).toBeInTheDocument();

    const yours = screen.getByRole('list', { name: 'Your groups' });
    const own = within(yours).getByRole('article', { name: 'Laurelhurst Calm Walkers' });
    expect(within(own).getByRole('button', { name: "You're in this group" })).toBeDisabled();
    expect(within(own).getByText('Owner')).toBeInTheDocument();
    expect(within(own).getByRole('link', { name: 'Laurelhurst Calm Walkers' })).toHaveAttribute(
      'href',
      '/groups/g-mine',
    );

    const available = screen.getByRole('list', { name: 'Available groups' });
    expect(
      within(available)
        .getAllByRole('article')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Sellwood Sniffers'),
      expect.stringContaining('Mt Tabor Pack'),
      expect.stringContaining('Beaverton Puppy Social'),
      expect.stringContaining('Gresham Trail Dogs'),
    ]);
    expect(within(available).queryByText('Laurelhurst Calm Walkers')).not.toBeInTheDocument();
    expect(screen.queryByText('Salem Strollers')).not.toBeInTheDocument();

    const badge = (name: string, text: string) => within(card(name)).getByText(text);
    expect(badge('Sellwood Sniffers', 'Same city')).toHaveAttribute('data-distance', 'near');
    expect(badge('Sellwood Sniffers', 'Same city')).toHaveClass('bg-pine-100');
    expect(badge('Mt Tabor Pack', '3.2 miles')).toHaveClass('bg-pine-100');
    expect(badge('Beaverton Puppy Social', '12.0 miles')).toHaveAttribute('data-distance', 'mid');
    expect(badge('Beaverton Puppy Social', '12.0 miles')).toHaveClass('bg-lake-100');
    expect(badge('Gresham Trail Dogs', '18.4 miles')).toHaveAttribute('data-distance', 'far');
    expect(badge('Gresham Trail Dogs', '18.4 miles')).toHaveClass('bg-clay-100');

    expect(screen.getByText('1 more group within 50 miles —')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search radius' })).toHaveTextContent('25 miles');
    expect(screen.getByRole('link', { name: 'Create Group' })).toHaveAttribute(
      'href',
      '/create-group',
    );
  });

  it('loads the rest of the list a page at a time, and stops past the radius', async () => {
    const page2 = '/api/groups?list=groups&limit=3&cursor=c1';
    const page3 = '/api/groups?list=groups&limit=3&cursor=c2';
    const beyond = makeGroup({ id: 'g-beyond', name: 'Eugene Ramblers', distanceMiles: 110 });
    const first = makeGroupList({
      groups: [mine, sameCity, near],
      nearbyGroups: [sameCity, near],
      userGroups: [mine],
      nextPages: { groups: page2, nearbyGroups: null, otherGroups: null, userGroups: null },
    });
    const fake = backend(first).on('GET', '/api/groups', (request) => {
      const cursor = new URL(request.url, 'http://localhost').searchParams.get('cursor');
      if (cursor === 'c1')
        return new Response(JSON.stringify([mid, far]), {
          status: 200,
          headers: { 'content-type': 'application/json', link: `<${page3}>; rel="next"` },
        });
      if (cursor === 'c2') return { json: [farther, beyond] };
      return { json: first };
    });
    const { user } = await open();
    const available = () => screen.getByRole('list', { name: 'Available groups' });
    expect(within(available()).getAllByRole('article')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Show more groups' }));
    await waitFor(() => expect(within(available()).getAllByRole('article')).toHaveLength(4));
    expect(card('Gresham Trail Dogs')).toBeInTheDocument();

    // The last group loaded (18.43 miles) is within 25: there may be more in range.
    await user.click(screen.getByRole('button', { name: 'Show more groups' }));
    await waitFor(() =>
      expect(fake.calls('GET', '/api/groups').map((call) => call.url)).toContain(page3),
    );
    await chooseOption(user, 'Search radius', '100 miles');
    await waitFor(() => expect(within(available()).getAllByRole('article')).toHaveLength(5));
    // The list ended: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Show more groups' })).not.toBeInTheDocument();
  });

  it('filters by the chosen radius and offers the next radius that has groups', async () => {
    backend(
      makeGroupList({
        groups: [mid, far, farther],
        stats: { inUserCity: 0, within15Miles: 1, within25Miles: 2, inState: 3, total: 3 },
      }),
    );
    const { user } = await open();

    await chooseOption(user, 'Search radius', '10 miles');

    expect(screen.getByRole('heading', { name: 'Groups within 10 miles' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Available groups' })).not.toBeInTheDocument();
    expect(
      screen.getByText('No groups within 10 miles. 2 groups within 25 miles —'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expand to 25 miles' }));

    expect(screen.getByRole('combobox', { name: 'Search radius' })).toHaveTextContent('25 miles');
    const available = screen.getByRole('list', { name: 'Available groups' });
    expect(within(available).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('1 more group within 50 miles —')).toBeInTheDocument();

    await chooseOption(user, 'Search radius', '100 miles');
    expect(
      within(screen.getByRole('list', { name: 'Available groups' })).getAllByRole('article'),
    ).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Expand to/ })).not.toBeInTheDocument();
  });

  it('looks for an activity: names it and the radius to the server, and lists only its groups', async () => {
    const scentWork = makeGroup({
      id: 'g-scent',
      name: 'Nosework Portland',
      activities: ['scent-work'],
      distanceMiles: 40,
    });
    const fake = backend(makeGroupList({ groups: [near, scentWork] }));
    const { user } = await open();
    expect(new URL(fake.calls('GET', '/api/groups')[0]!.url, 'http://localhost').search).toBe(
      '?radius=25',
    );

    await chooseOption(user, 'Activity', 'Scent work');

    await waitFor(() => expect(fake.calls('GET', '/api/groups')).toHaveLength(2));
    const [, look] = fake.calls('GET', '/api/groups');
    expect(new URL(look!.url, 'http://localhost').search).toBe('?radius=25&activity=scent-work');
    expect(screen.queryByRole('list', { name: 'Available groups' })).not.toBeInTheDocument();
    expect(
      screen.getByText('No groups within 25 miles. 1 group within 50 miles —'),
    ).toBeInTheDocument();

    await chooseOption(user, 'Search radius', '50 miles');
    const available = within(screen.getByRole('list', { name: 'Available groups' }));
    expect(available.getAllByRole('article')).toHaveLength(1);
    expect(available.getByRole('article', { name: 'Nosework Portland' })).toBeInTheDocument();
  });

  it("joins a group: the spec's untitled toast, then the card reads You're in this group", async () => {
    let joined = false;
    const fake = backend().on('POST', '/api/groups/:id/join', () => {
      joined = true;
      return {
        json: {
          joined: true,
          message: 'Joined',
          group: { ...sameCity, isMember: true, role: 'member', memberCount: 5 },
        },
      };
    });
    const { user } = await open();

    await user.click(within(card('Sellwood Sniffers')).getByRole('button', { name: 'Join Group' }));

    const toast = await findToast("You've successfully joined the group!");
    expect(toast.querySelector('.font-bold')).toBeNull();
    expect(toast).toHaveTextContent(/^You've successfully joined the group!$/);
    expect(fake.calls('POST', '/api/groups/g-same/join')[0]?.body).toBeUndefined();
    expect(
      within(card('Sellwood Sniffers')).getByRole('button', { name: "You're in this group" }),
    ).toBeDisabled();
    expect(joined).toBe(true);
    // The lists are asked again, so the group moves under Your Groups.
    await waitFor(() => expect(fake.calls('GET', '/api/groups')).toHaveLength(2));
  });

  it.each([
    [409, errorBody(409, 'This group is full.'), 'This group is full.'],
    [500, undefined, 'Something went wrong. Please try again.'],
  ])('reports a failed join (%s) with the spec texts', async (status, json, description) => {
    backend().on('POST', '/api/groups/:id/join', json ? { status, json } : { status, text: '' });
    const { user } = await open();

    await user.click(within(card('Mt Tabor Pack')).getByRole('button', { name: 'Join Group' }));

    const toast = await findToast('Failed to join group');
    expect(toast).toHaveTextContent(description);
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(within(card('Mt Tabor Pack')).getByRole('button', { name: 'Join Group' })).toBeEnabled();
  });

  it('searches around a temporary city and resets to the registered one', async () => {
    const austin = makeGroup({
      id: 'g-atx',
      name: 'Zilker Calm Dogs',
      city: 'Austin',
      state: 'TX',
      distanceMiles: 2,
    });
    const fake = backend(
      portland,
      makeGroupList({
        groups: [austin],
        userGroups: [mine],
        stats: { inUserCity: 1, within15Miles: 1, within25Miles: 1, inState: 4, total: 1 },
        userLocation: { city: 'Austin', state: 'TX', latitude: 30.26715, longitude: -97.74306 },
      }),
    );
    const { user } = await open();

    await pickCity(user, 'Search another city', 'Aus', 'Austin, TX');

    expect(await screen.findByRole('article', { name: 'Zilker Calm Dogs' })).toBeInTheDocument();
    const [, away] = fake.calls('GET', '/api/groups');
    expect(new URL(away!.url, 'http://localhost').search).toBe('?city=Austin&state=TX&radius=25');
    expect(screen.getByText('Austin, TX', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Temporary')).toBeInTheDocument();
    expect(stat('In your state')).toHaveTextContent('4');

    await user.click(screen.getByRole('button', { name: 'Reset to Portland, OR' }));

    expect(await screen.findByRole('article', { name: 'Sellwood Sniffers' })).toBeInTheDocument();
    expect(screen.getByText('Portland, OR', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText('Temporary')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search another city' })).toHaveValue('');
    expect(fake.calls('GET', '/api/groups')).toHaveLength(2);
  });

  it('shows an empty radius and the nearest groups farther away', async () => {
    const boise = makeGroup({
      name: 'Boise Barkers',
      city: 'Boise',
      state: 'ID',
      distanceMiles: 380.24,
    });
    backend(makeGroupList({ otherGroups: [boise] }));
    signIn();
    renderApp('/find-groups');

    expect(
      await screen.findByRole('heading', { name: 'No groups within 25 miles' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("You haven't joined a group yet. Join one below, or start your own."),
    ).toBeInTheDocument();
    const farther = screen.getByRole('list', { name: 'Groups farther away' });
    expect(within(farther).getByText('380.2 miles')).toHaveAttribute('data-distance', 'far');
  });

  it('offers Try Again when the group search fails', async () => {
    createFakeApi()
      .on('GET', '/api/dogs', { json: [makeDog()] })
      .on('GET', '/api/groups', { status: 500, text: '' });
    signIn();
    renderApp('/find-groups');

    expect(
      await screen.findByRole('heading', { name: "We couldn't load groups" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
