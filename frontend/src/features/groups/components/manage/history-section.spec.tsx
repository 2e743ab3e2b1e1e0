import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GroupHistoryEntry } from '@packmeet/backend/contracts/groups';
import { createFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';
import { HistorySection } from './history-section';

const entry = (n: number): GroupHistoryEntry => ({
  id: `h${n}`,
  type: 'GroupDetailsChanged',
  sentence: `Change number ${n}`,
  actor: null,
  at: new Date(Date.UTC(2026, 11, 6, 12, 0, 60 - n)).toISOString(),
});

const NEXT = '/api/groups/g1/history?limit=2&cursor=abc';

describe('group history: pages', () => {
  it('loads earlier changes from the Link header until the last page', async () => {
    const fake = createFakeApi().on('GET', '/api/groups/:id/history', (request) => {
      if (new URL(request.url, 'http://localhost').searchParams.get('cursor') === 'abc')
        return { json: [entry(3)] };
      return new Response(JSON.stringify([entry(1), entry(2)]), {
        status: 200,
        headers: { 'content-type': 'application/json', link: `<${NEXT}>; rel="next"` },
      });
    });
    renderWithProviders(<HistorySection groupId="g1" />);

    expect(await screen.findByText('Change number 2')).toBeInTheDocument();
    expect(screen.queryByText('Change number 3')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier changes' }));
    expect(await screen.findByText('Change number 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show earlier changes' })).not.toBeInTheDocument();
    expect(fake.calls('GET', '/api/groups/g1/history').map((call) => call.url)).toEqual([
      '/api/groups/g1/history',
      NEXT,
    ]);
  });
});
