import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ModerationReportResponse } from '@packmeet/backend/contracts/moderation';
import { createFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/test-utils';
import { ModerationQueue } from './moderation-queue';

const report = (n: number): ModerationReportResponse => ({
  id: `r${n}`,
  status: 'open',
  target: { kind: 'member', id: `u${n}` },
  reason: 'harassment',
  details: `Report number ${n}`,
  reporter: { id: 'rep', name: 'Rae Porter', username: 'rae' },
  subject: { id: `u${n}`, name: `Member ${n}`, username: null },
  group: null,
  content: null,
  hidden: false,
  subjectSuspendedUntil: undefined,
  createdAt: new Date(Date.UTC(2026, 11, 6, 12, 0, 60 - n)).toISOString(),
});

const NEXT = '/api/admin/moderation/reports?status=open&limit=2&cursor=abc';

describe('moderation queue: pages and filters', () => {
  it('loads the next page from the Link header, and asks the server again for another state', async () => {
    const fake = createFakeApi().on('GET', '/api/admin/moderation/reports', (request) => {
      const query = new URL(request.url, 'http://localhost').searchParams;
      if (query.get('cursor') === 'abc') return { json: [report(3)] };
      if (query.get('status') === 'dismissed')
        return { json: [{ ...report(9), status: 'dismissed' }] };
      return new Response(JSON.stringify([report(1), report(2)]), {
        status: 200,
        headers: { 'content-type': 'application/json', link: `<${NEXT}>; rel="next"` },
      });
    });
    renderWithProviders(<ModerationQueue />);

    expect(await screen.findByText('Report number 1')).toBeInTheDocument();
    expect(screen.getByText('Report number 2')).toBeInTheDocument();
    expect(screen.queryByText('Report number 3')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more reports' }));
    expect(await screen.findByText('Report number 3')).toBeInTheDocument();
    // The last page announced no next one.
    expect(screen.queryByRole('button', { name: 'Load more reports' })).not.toBeInTheDocument();
    expect(fake.calls('GET', '/api/admin/moderation/reports').map((call) => call.url)).toEqual([
      '/api/admin/moderation/reports?status=open',
      NEXT,
    ]);

    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dismissed' }));
    expect(await screen.findByText('Report number 9')).toBeInTheDocument();
    expect(screen.getByText('Dismissed', { selector: 'p' })).toBeInTheDocument();
    // A closed report offers no actions.
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('shows a reported discussion reply’s words, and offers to hide what the server can hide', async () => {
    const discussion: ModerationReportResponse = {
      ...report(1),
      target: { kind: 'discussion', id: 'reply-1', postId: 'post-1' },
      content: 'Discount code WOOF',
    };
    const photo: ModerationReportResponse = {
      ...report(2),
      target: { kind: 'photo', id: 'photo-1', meetupId: 'm1' },
      content: 'A photo of the meetup m1',
    };
    const hiddenPost: ModerationReportResponse = {
      ...report(3),
      target: { kind: 'post', id: 'post-9' },
      content: 'Already hidden words',
      hidden: true,
    };
    createFakeApi().on('GET', '/api/admin/moderation/reports', () => ({
      json: [discussion, photo, hiddenPost, report(4)],
    }));
    renderWithProviders(<ModerationQueue />);

    const card = async (name: RegExp) => within(await screen.findByRole('article', { name }));
    const reply = await card(/^A meetup discussion post reported/);
    expect(reply.getByText('Discount code WOOF')).toBeInTheDocument();
    expect(reply.getByRole('button', { name: 'Hide content' })).toBeInTheDocument();
    expect(
      (await card(/^A photo reported/)).getByRole('button', { name: 'Hide content' }),
    ).toBeInTheDocument();
    const hidden = await card(/^A post reported/);
    expect(hidden.getByText(/Already hidden words/)).toHaveTextContent('(hidden)');
    expect(hidden.queryByRole('button', { name: 'Hide content' })).not.toBeInTheDocument();
    expect(
      (await card(/^A member reported/)).queryByRole('button', { name: 'Hide content' }),
    ).not.toBeInTheDocument();
  });
});
