import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';
import { LocationDirectory } from './location-directory';

const directory = {
  WA: {
    totalGroups: 1,
    totalMeetups: 2,
    cities: { Seattle: { slug: 'seattle-wa', groupCount: 1, totalMeetups: 2 } },
  },
  TX: {
    totalGroups: 3,
    totalMeetups: 40,
    cities: {
      Austin: { slug: 'austin-tx', groupCount: 2, totalMeetups: 31 },
      'Round Rock': { slug: 'round-rock-tx', groupCount: 1, totalMeetups: 9 },
    },
  },
};

function renderDirectory() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LocationDirectory /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

describe('location directory cache (spec sections 7, 9)', () => {
  it('reuses the directory within 5 minutes instead of asking again', async () => {
    const fake = createFakeApi().on('GET', '/api/locations/directory', { json: directory });
    const { router } = renderDirectory();
    await screen.findByRole('button', { name: /^WA/ });

    await router.navigate('/elsewhere');
    await screen.findByText('Elsewhere');
    await router.navigate('/');

    expect(await screen.findByRole('button', { name: /^WA/ })).toBeInTheDocument();
    expect(fake.calls('GET', '/api/locations/directory')).toHaveLength(1);
  });
});

describe('location directory (spec section 2)', () => {
  it('lists states alphabetically with their names and totals, and links every city to its hub', async () => {
    createFakeApi().on('GET', '/api/locations/directory', { json: directory });
    const { user } = renderDirectory();

    const states = await screen.findByRole('list', { name: 'States' });
    const headers = within(states).getAllByRole('button');
    expect(headers.map((header) => header.textContent)).toEqual([
      'TX Texas3 groups · 40 meetups scheduled',
      'WA Washington1 group · 2 meetups scheduled',
    ]);
    expect(screen.getByText('4 groups in 3 cities across 2 states')).toBeInTheDocument();

    await user.click(headers[0]!);
    expect(screen.getByRole('link', { name: /Austin/ })).toHaveAttribute('href', '/city/austin-tx');
    expect(screen.getByRole('link', { name: /Austin/ })).toHaveTextContent('2 groups · 31 meetups');
    expect(screen.getByRole('link', { name: /Round Rock/ })).toHaveAttribute(
      'href',
      '/city/round-rock-tx',
    );
    expect(screen.getByRole('link', { name: 'Browse All Groups' })).toHaveAttribute(
      'href',
      '/groups',
    );
  });
});
