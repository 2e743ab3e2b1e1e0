import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDog } from '@/testing/data';
import { createFakeApi, gate } from '@/testing/fake-api';
import { renderApp, signIn } from '@/testing/test-utils';
import { LANDING_DESCRIPTION, LANDING_TITLE } from './landing';

const directory = {
  OR: {
    totalGroups: 3,
    totalMeetups: 41,
    cities: {
      Portland: { slug: 'portland-or', groupCount: 2, totalMeetups: 37 },
      Bend: { slug: 'bend-or', groupCount: 1, totalMeetups: 4 },
    },
  },
  CA: {
    totalGroups: 1,
    totalMeetups: 1,
    cities: { Oakland: { slug: 'oakland-ca', groupCount: 1, totalMeetups: 1 } },
  },
};

describe('landing page (spec sections 1, 2)', () => {
  it('sets the document title and meta description', async () => {
    createFakeApi();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(LANDING_TITLE));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      LANDING_DESCRIPTION,
    );
  });

  it('has the header links, the register links, the create-group band and the claim', async () => {
    createFakeApi();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Primary' });
    expect(within(nav).getByRole('link', { name: 'Find a Group' })).toHaveAttribute(
      'href',
      '/find-groups',
    );
    expect(within(nav).getByRole('link', { name: 'Start a Group' })).toHaveAttribute(
      'href',
      '/create-group',
    );
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Join Your Perfect Group' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Start a Group in Your State/City' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Start a Group in 60 Seconds' })).toHaveAttribute(
      'href',
      '/create-group',
    );
    expect(screen.getByText('3,000+ meetups created')).toBeInTheDocument();
  });

  it('plays a muted, looping, inline hero video', async () => {
    createFakeApi();
    renderApp('/');
    const video = (await screen.findByTestId('hero-video')) as HTMLVideoElement;
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/hero.mp4');
  });

  it('shows the poster while the page loads, and the video only once it has loaded', async () => {
    createFakeApi();
    const readyState = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!;
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      renderApp('/');
      await screen.findByRole('heading', { name: /calm, safe and predictable/ });
      const hero = screen.getByRole('region', { name: /calm, safe and predictable/ });
      expect(hero.querySelector('img')).toHaveAttribute('src', '/media/hero-poster.jpg');
      expect(screen.queryByTestId('hero-video')).not.toBeInTheDocument();
    } finally {
      Object.defineProperty(document, 'readyState', readyState);
    }
    window.dispatchEvent(new Event('load'));
    expect(await screen.findByTestId('hero-video')).toHaveAttribute(
      'poster',
      '/media/hero-poster.jpg',
    );
  });

  it('names the four audiences', async () => {
    createFakeApi();
    renderApp('/');
    const section = await screen.findByRole('region', {
      name: 'Made for every kind of dog person',
    });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Safety-minded owners',
      'Trainers',
      'Owners of sensitive dogs',
      'Community builders',
    ]);
  });

  it('redirects to /dashboard when a token is stored', async () => {
    createFakeApi().on('GET', '/api/dogs', { json: [makeDog()] });
    signIn();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('location directory (spec section 2)', () => {
  it('shows skeleton bars while loading, then expandable states that toggle independently', async () => {
    const answer = gate();
    createFakeApi().on('GET', '/api/locations/directory', { json: directory, until: answer.until });
    const { user } = renderApp('/');

    expect(await screen.findByRole('status', { name: 'Loading locations' })).toBeInTheDocument();
    answer.open();
    const oregon = await screen.findByRole('button', { name: /^OR/ });
    expect(oregon).toHaveTextContent('3 groups · 41 meetups scheduled');
    const california = screen.getByRole('button', { name: /^CA/ });
    expect(california).toHaveTextContent('1 group · 1 meetup scheduled');
    expect(oregon).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Portland/ })).not.toBeInTheDocument();

    await user.click(oregon);
    const portland = screen.getByRole('link', { name: /Portland/ });
    expect(portland).toHaveAttribute('href', '/city/portland-or');
    expect(portland).toHaveTextContent('2 groups · 37 meetups');
    expect(screen.getByRole('link', { name: /Bend/ })).toHaveAttribute('href', '/city/bend-or');

    await user.click(california);
    expect(oregon).toHaveAttribute('aria-expanded', 'true');
    expect(california).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Oakland/ })).toBeInTheDocument();

    await user.click(oregon);
    expect(screen.queryByRole('link', { name: /Portland/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Oakland/ })).toBeInTheDocument();
    expect(
      screen.getByText("Don't see your city listed? Start the first group in your area!"),
    ).toBeInTheDocument();
  });

  it.each([
    ['empty', { json: {} }],
    ['failing', { status: 500, text: '' }],
  ])('invites the first group when the directory is %s', async (_case, reply) => {
    createFakeApi().on('GET', '/api/locations/directory', reply);
    renderApp('/');
    expect(
      await screen.findByText('Be the first to create a group in your state!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('asks for the directory once, without credentials problems', async () => {
    const fake = createFakeApi().on('GET', '/api/locations/directory', { json: directory });
    renderApp('/');
    await screen.findByRole('button', { name: /^OR/ });
    expect(fake.calls('GET', '/api/locations/directory')).toHaveLength(1);
    expect(fake.calls('GET', '/api/locations/directory')[0]?.credentials).toBe('include');
  });
});
