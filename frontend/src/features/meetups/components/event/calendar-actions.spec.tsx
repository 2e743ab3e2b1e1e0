import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@/testing/fake-api';
import { makeMeetup } from '@/testing/data';
import { findToast, renderWithProviders, signIn } from '@/testing/test-utils';
import { CalendarActions } from './calendar-actions';

const OLD = 'http://localhost/api/calendar/u1.0123456789abcdef0123456789abcdef.ics';
const NEW = 'http://localhost/api/calendar/u1.fedcba9876543210fedcba9876543210.ics';

describe('calendar actions: reset my calendar link', () => {
  it('ends the old link on the server, then copies the new one (asked again, not cached)', async () => {
    let current = OLD;
    const fake = createFakeApi()
      .on('GET', '/api/calendar/feed-url', () => ({ json: { url: current } }))
      .on('POST', '/api/calendar/feed-url/reset', () => {
        current = NEW;
        return { status: 204 };
      });
    signIn();
    const user = userEvent.setup();
    renderWithProviders(<CalendarActions meetup={makeMeetup()} signedIn />);

    await user.click(screen.getByRole('button', { name: 'Copy my calendar feed' }));
    await findToast('Calendar link copied!');
    expect(await navigator.clipboard.readText()).toBe(OLD);

    await user.click(screen.getByRole('button', { name: 'Reset my calendar link' }));
    const toast = await findToast('Calendar link reset');
    expect(toast).toHaveTextContent('Your old link no longer works.');
    expect(await navigator.clipboard.readText()).toBe(NEW);
    expect(fake.calls('POST', '/api/calendar/feed-url/reset')).toHaveLength(1);
    expect(fake.calls('GET', '/api/calendar/feed-url')).toHaveLength(2);
  });

  it('offers neither to visitors', () => {
    createFakeApi();
    renderWithProviders(<CalendarActions meetup={makeMeetup()} signedIn={false} />);
    expect(
      screen.queryByRole('button', { name: 'Reset my calendar link' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy my calendar feed' })).not.toBeInTheDocument();
  });
});
