import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeetupSeriesResponse } from '@packmeet/backend/contracts/meetup-series';
import { makeDog, makeGroup, makeMeetup, makeProfile } from '@/testing/data';
import { createFakeApi } from '@/testing/fake-api';
import { serveMeetups } from '@/testing/meetups-backend';
import { findToast, renderApp, signIn } from '@/testing/test-utils';

const TIMEOUT_MS = 15_000;
const GROUP_ID = 'group-1';

const occurrence = (date: string) =>
  makeMeetup({
    title: 'Saturday Sniff & Stroll',
    slug: `saturday-sniff-stroll-${date}`,
    date: `${date}T14:00:00.000Z`,
    timeZone: 'America/Chicago',
    series: { seriesId: 'series-1', date },
  });

const series: MeetupSeriesResponse = {
  id: 'series-1',
  groupId: GROUP_ID,
  organizerId: 'user-1',
  status: 'active',
  summary: 'Every Saturday at 9:00 AM',
  title: 'Saturday Sniff & Stroll',
  recurrence: {
    frequency: 'weekly',
    startDate: '2031-03-01',
    endDate: null,
    count: null,
    time: '09:00',
    durationMinutes: 90,
    timeZone: 'America/Chicago',
  },
  next: [occurrence('2031-03-01'), occurrence('2031-03-08')],
};

function backend(role: 'owner' | 'member', existing: MeetupSeriesResponse[]) {
  const fake = createFakeApi()
    .on('GET', '/api/groups/:id', {
      json: makeGroup({ id: GROUP_ID, name: 'Zilker Walkers', isMember: true, role }),
    })
    .on('GET', '/api/groups/:id/members-with-details', { json: [] })
    .on('GET', '/api/groups/:id/posts', { json: [] })
    .on('GET', '/api/groups/:id/meetup-series', { json: existing })
    .on('GET', '/api/profile', { json: makeProfile() })
    .on('POST', '/api/meetup-series', { status: 201, json: series })
    .on('GET', '/api/venues', {
      json: [
        {
          place_id: 'packmeet:v1',
          name: 'Zilker Park Off-Leash Area',
          formatted_address: '2100 Barton Springs Rd, Austin, TX 78746, USA',
          geometry: { location: { lat: 30.2669, lng: -97.7729 } },
          types: ['park', 'point_of_interest'],
        },
      ],
    });
  // A signed-in owner without a dog is sent to set one up first.
  serveMeetups(fake, { meetups: [], myDogs: [makeDog({ name: 'Biscuit' })] });
  return fake;
}

const seriesCard = () =>
  screen.getByRole('heading', { name: 'Recurring Meetups' }).closest('div')!.parentElement!;

describe("group page's Recurring Meetups", { timeout: TIMEOUT_MS }, () => {
  it('shows each series as it repeats, with its next occurrences linking to their pages', async () => {
    backend('member', [series]);
    signIn();
    renderApp(`/groups/${GROUP_ID}`);
    const list = await screen.findByRole('list', { name: 'Next Saturday Sniff & Stroll meetups' });
    expect(within(seriesCard()).getByText('Every Saturday at 9:00 AM')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/event/saturday-sniff-stroll-2031-03-01',
    );
    // Members do not schedule series.
    expect(screen.queryByRole('button', { name: 'Schedule a series' })).not.toBeInTheDocument();
  });

  it('is absent for members of a group without series', async () => {
    backend('member', []);
    signIn();
    renderApp(`/groups/${GROUP_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Zilker Walkers' });
    await screen.findByRole('heading', { name: 'Upcoming Meetups' });
    expect(screen.queryByRole('heading', { name: 'Recurring Meetups' })).not.toBeInTheDocument();
  });

  it('an organizer schedules a series: the form sends it, the card lists the answer', async () => {
    const fake = backend('owner', []);
    signIn();
    const { user } = renderApp(`/groups/${GROUP_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Schedule a series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Recurring Meetup' });
    await user.type(await within(dialog).findByLabelText(/^Title/), 'Saturday Sniff & Stroll');
    // The meetup form's venue search: places the group's city met at before.
    await user.type(within(dialog).getByRole('combobox', { name: /^Location/ }), 'zilker');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /Zilker Park Off-Leash Area/ }));
    await user.clear(within(dialog).getByLabelText(/^First date/));
    await user.type(within(dialog).getByLabelText(/^First date/), '2031-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Series' }));
    await findToast('Series scheduled');
    expect(fake.calls('POST', '/api/meetup-series')[0]!.body).toMatchObject({
      groupId: GROUP_ID,
      title: 'Saturday Sniff & Stroll',
      location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
      locationDisplay: 'Zilker Park Off-Leash Area',
      latitude: 30.2669,
      longitude: -97.7729,
      frequency: 'weekly',
      startDate: '2031-03-01',
      time: '09:00',
      durationMinutes: 120,
      endDate: null,
      count: null,
    });
    expect(await within(seriesCard()).findByText('Every Saturday at 9:00 AM')).toBeInTheDocument();
  });

  it('says a monthly series from a fifth weekday meets on the last one, and sends that it was said', async () => {
    const fake = backend('owner', []);
    signIn();
    const { user } = renderApp(`/groups/${GROUP_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Schedule a series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Recurring Meetup' });
    await user.type(await within(dialog).findByLabelText(/^Title/), 'Last Saturday Stroll');
    await user.type(within(dialog).getByRole('combobox', { name: /^Location/ }), 'zilker');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /Zilker Park Off-Leash Area/ }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Repeats/ }));
    await user.click(await screen.findByRole('option', { name: /^Monthly/ }));
    await user.clear(within(dialog).getByLabelText(/^First date/));
    // The fifth Saturday of March 2031.
    await user.type(within(dialog).getByLabelText(/^First date/), '2031-03-29');
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Most months have no fifth Saturday: this series meets on the last Saturday of every month.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Series' }));
    await findToast('Series scheduled');
    expect(fake.calls('POST', '/api/meetup-series')[0]!.body).toMatchObject({
      frequency: 'monthly',
      startDate: '2031-03-29',
      lastWeekdayAccepted: true,
    });
  });
});
