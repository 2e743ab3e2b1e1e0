import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeGroup, makeMember } from '@/testing/data';
import { createFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';
import { MembersSection } from './members-section';

const NEXT = '/api/groups/g1/members-with-details?limit=2&cursor=abc';

describe('manage group: members page by page', () => {
  it('loads more members from the Link header until the last page', async () => {
    const fake = createFakeApi().on('GET', '/api/groups/:id/members-with-details', (request) => {
      if (new URL(request.url, 'http://localhost').searchParams.get('cursor') === 'abc')
        return { json: [makeMember({ firstName: 'Cleo' })] };
      return new Response(
        JSON.stringify([
          makeMember({ firstName: 'Ada', role: 'owner' }),
          makeMember({ firstName: 'Bo' }),
        ]),
        {
          status: 200,
          headers: { 'content-type': 'application/json', link: `<${NEXT}>; rel="next"` },
        },
      );
    });
    renderWithProviders(<MembersSection group={makeGroup({ id: 'g1', role: 'owner' })} />);

    expect(await screen.findByText('Bo R.')).toBeInTheDocument();
    expect(screen.queryByText('Cleo R.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more members' }));
    expect(await screen.findByText('Cleo R.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more members' })).not.toBeInTheDocument();
    expect(
      fake.calls('GET', '/api/groups/g1/members-with-details').map((call) => call.url),
    ).toEqual(['/api/groups/g1/members-with-details', NEXT]);
  });
});
