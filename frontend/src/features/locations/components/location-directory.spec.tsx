import { screen } from '@testing-library/react';
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
