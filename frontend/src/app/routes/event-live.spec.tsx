import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeAttendee,
  makeMeetup,
  makeProfile,
  OTHER_USER_ID,
  TEST_TOKEN,
  TEST_USER_ID,
  withAttendance,
} from '@/testing/data';
import { group, openEvent, rsvpButtons, setup, TIMEOUT_MS, whosGoing } from '@/testing/event-page';
import { installFakeSocket } from '@/testing/fake-socket';
import { findToast } from '@/testing/test-utils';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('event page: live attendance (socket.io)', { timeout: TIMEOUT_MS }, () => {
  it('applies a pushed attendance change without reloading, sharing one watch', async () => {
    const server = installFakeSocket();
    const meetup = withAttendance(makeMeetup(), { going: 2 }, 18);
    const { backend } = setup({
      meetup,
      attendees: [makeAttendee('Ana'), makeAttendee('Ben')],
      live: server,
    });
    await openEvent(meetup);
    const list = whosGoing();
    await within(list).findByText('Ben');
    await waitFor(() => expect(server.current.watching()).toEqual([meetup.id]));
    // The meetup, its attendees and my RSVP all follow one server-side watch.
    expect(server.current.watchCount(meetup.id)).toBe(1);
    expect(server.current.auth).toEqual({ token: TEST_TOKEN });

    const priya = makeAttendee('Priya', { dogNames: ['Olive'] });
    // The push names only who changed; the list keeps everyone else.
    const update = backend.change(meetup.id, {
      meetup: withAttendance(meetup, { going: 3 }, 17),
      attendees: [...backend.attendees(meetup.id), priya],
      changed: [priya],
    });
    server.current.push(update);

    expect(await within(list).findByText('Priya')).toBeInTheDocument();
    expect(within(list).getByText('Ana')).toBeInTheDocument();
    expect(within(list).getByText('with Olive')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('3 of 20 going').length).toBeGreaterThan(0));
  });

  it('moves me off the waitlist when a pushed update says I got a place', async () => {
    const server = installFakeSocket();
    const meetup = withAttendance(makeMeetup({ maxAttendees: 1 }), { going: 1, waitlisted: 1 }, 0);
    const me = makeAttendee('Maya', { rsvpStatus: 'waitlisted', waitlistPosition: 1 });
    me.user.id = TEST_USER_ID;
    const ana = makeAttendee('Ana');
    const { backend } = setup({ meetup, attendees: [ana, me], live: server });
    await openEvent(meetup);
    expect(await screen.findByText('Waitlisted (#1)')).toBeInTheDocument();
    await waitFor(() => expect(server.current.watching()).toEqual([meetup.id]));

    // Ana took her answer back: the server gave me her place.
    const placed = { ...me, rsvpStatus: 'going' as const, waitlistPosition: null };
    const update = backend.change(meetup.id, {
      meetup: withAttendance(meetup, { going: 1 }, 0),
      attendees: [placed],
      changed: [placed],
      removed: [ana.user.id],
    });
    server.current.push(update);

    expect(await screen.findByText("You're going.")).toBeInTheDocument();
    expect(screen.queryByText('Waitlisted (#1)')).not.toBeInTheDocument();
    expect(within(whosGoing()).queryByText('Ana')).not.toBeInTheDocument();
  });

  it('moves me up the waitlist when someone ahead of me leaves it, though the push does not name me', async () => {
    const server = installFakeSocket();
    const meetup = withAttendance(makeMeetup({ maxAttendees: 1 }), { going: 1, waitlisted: 2 }, 0);
    const ana = makeAttendee('Ana');
    const ben = makeAttendee('Ben', { rsvpStatus: 'waitlisted', waitlistPosition: 1 });
    const me = makeAttendee('Maya', { rsvpStatus: 'waitlisted', waitlistPosition: 2 });
    me.user.id = TEST_USER_ID;
    const { backend, fake } = setup({ meetup, attendees: [ana, ben, me], live: server });
    await openEvent(meetup);
    expect(await screen.findByText('Waitlisted (#2)')).toBeInTheDocument();
    await waitFor(() => expect(server.current.watching()).toEqual([meetup.id]));
    const asked = fake.calls('GET', `/api/meetups/${meetup.id}/rsvp`).length;

    // Ana takes her answer back and Ben, first in the queue, gets her place.
    const placed = { ...ben, rsvpStatus: 'going' as const, waitlistPosition: null };
    const update = backend.change(meetup.id, {
      meetup: withAttendance(meetup, { going: 1, waitlisted: 1 }, 0),
      attendees: [placed, { ...me, waitlistPosition: 1 }],
      changed: [placed],
      removed: [ana.user.id],
    });
    server.current.push(update);

    expect(await screen.findByText('Waitlisted (#1)')).toBeInTheDocument();
    expect(fake.calls('GET', `/api/meetups/${meetup.id}/rsvp`)).toHaveLength(asked + 1);
    const waitlist = within(whosGoing()).getByRole('list', { name: 'Waitlist' });
    expect(waitlist).toHaveTextContent('#1Maya');
    expect(within(whosGoing()).getByRole('list', { name: 'Going' })).toHaveTextContent('Ben');
  });

  it('re-watches and refetches after a reconnect, so nothing is missed', async () => {
    const server = installFakeSocket();
    const meetup = makeMeetup();
    const { backend, fake } = setup({ meetup, attendees: [makeAttendee('Ana')], live: server });
    await openEvent(meetup);
    await within(whosGoing()).findByText('Ana');
    await waitFor(() => expect(server.current.watching()).toEqual([meetup.id]));
    const before = fake.calls('GET', `/api/meetups/${meetup.id}/attendees`).length;

    server.current.drop();
    // Missed while offline: no push arrives for it.
    backend.change(meetup.id, { attendees: [makeAttendee('Ana'), makeAttendee('Zoe')] });
    server.current.connectNow();

    expect(await within(whosGoing()).findByText('Zoe')).toBeInTheDocument();
    expect(server.current.watchCount(meetup.id)).toBe(2);
    expect(fake.calls('GET', `/api/meetups/${meetup.id}/attendees`).length).toBe(before + 1);
    expect(fake.calls('GET', `/api/meetups/by-slug/${meetup.slug}`)).toHaveLength(2);
  });
});

describe('event page: share (spec section 8)', { timeout: TIMEOUT_MS }, () => {
  it("copies the link when the Web Share API is missing: 'Link copied!'", async () => {
    const meetup = makeMeetup();
    setup({ meetup });
    const { user } = await openEvent(meetup);
    expect('share' in navigator).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    const toast = await findToast('Link copied!');
    expect(toast).toHaveTextContent('Event link has been copied to clipboard.');
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/event/${meetup.slug}`,
    );
  });

  it('uses the Web Share API when the browser has it', async () => {
    const meetup = makeMeetup();
    setup({ meetup });
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await openEvent(meetup);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0]).toMatchObject({
      title: 'Sunday Sniff Walk',
      url: `${window.location.origin}/event/${meetup.slug}`,
    });
    expect(screen.queryByText('Link copied!')).not.toBeInTheDocument();
  });
});

const historyAnswer = (meetupId: string) => ({
  meetupId,
  entries: [
    {
      revision: 1,
      type: 'MeetupScheduled',
      at: '2031-04-01T15:00:00.000Z',
      actor: { id: TEST_USER_ID, displayName: 'Maya L.' },
      subject: null,
      sentence: 'Maya L. scheduled the meetup.',
      attendanceAfter: {
        going: 0,
        maybe: 0,
        notGoing: 0,
        waitlisted: 0,
        unregistered: 0,
        maxAttendees: 20,
      },
    },
    {
      revision: 2,
      type: 'RsvpSet',
      at: '2031-04-02T15:30:00.000Z',
      actor: { id: OTHER_USER_ID, displayName: 'Ana R.' },
      subject: { id: OTHER_USER_ID, displayName: 'Ana R.' },
      sentence: 'Ana R. is going with 1 dog.',
      rsvpStatus: 'going',
      attendanceAfter: {
        going: 1,
        maybe: 0,
        notGoing: 0,
        waitlisted: 0,
        unregistered: 0,
        maxAttendees: 20,
      },
    },
  ],
  asOf: null,
});

describe('event page: organizers (history, edit, cancel)', { timeout: TIMEOUT_MS }, () => {
  it("shows the organizer the history and the attendance 'as of' a moment", async () => {
    const meetup = makeMeetup({ organizerId: TEST_USER_ID, organizer: 'Maya L.' });
    const { fake } = setup({ meetup });
    fake.on('GET', '/api/meetups/:id/history', (request) => {
      const at = new URL(request.url, 'http://localhost').searchParams.get('at');
      return {
        json: {
          ...historyAnswer(meetup.id),
          asOf: at
            ? {
                at,
                attendance: {
                  going: 1,
                  maybe: 0,
                  notGoing: 0,
                  waitlisted: 1,
                  unregistered: 0,
                  maxAttendees: 20,
                },
                going: [{ id: OTHER_USER_ID, displayName: 'Ana R.' }],
                waitlist: [{ id: 'u-9', displayName: 'Ben T.' }],
              }
            : null,
        },
      };
    });
    await openEvent(meetup);

    const history = (await screen.findByRole('heading', { name: 'History' })).closest('div')!
      .parentElement!.parentElement!;
    // The heading comes with the page; the timeline comes with the history's own answer.
    const timeline = await within(history).findByRole('list', { name: 'Timeline' });
    const entries = within(timeline).getAllByRole('listitem');
    // In order, oldest first, as the history pages.
    expect(entries[0]).toHaveTextContent('Maya L. scheduled the meetup.');
    expect(entries[1]).toHaveTextContent('Ana R. is going with 1 dog.');
    expect(entries[1]).toHaveTextContent('Apr 2, 10:30 AM · 1 of 20 going');

    fireEvent.change(within(history).getByLabelText('Attendance as of'), {
      target: { value: '2031-04-03T09:00' },
    });

    const asOf = await within(history).findByRole('region', { name: /^Attendance as of Apr 3/ });
    expect(asOf).toHaveTextContent('1 of 20 going · 1 waitlisted');
    expect(within(asOf).getByRole('list', { name: 'Going' })).toHaveTextContent('Ana R.');
    expect(within(asOf).getByRole('list', { name: 'Waitlist' })).toHaveTextContent('#1 Ben T.');
    const asked = fake.calls('GET', `/api/meetups/${meetup.id}/history`).at(-1)!;
    expect(new URL(asked.url, 'http://localhost').searchParams.get('at')).toBe(
      new Date('2031-04-03T09:00').toISOString(),
    );
  });

  it('hides the history and the organizer actions from other members, without asking (a 403)', async () => {
    const meetup = makeMeetup();
    const { fake } = setup({ meetup });
    await openEvent(meetup);

    await rsvpButtons();
    expect(fake.calls('GET', `/api/meetups/${meetup.id}/history`)).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Meetup' })).not.toBeInTheDocument();
  });

  it('shows an administrator (history answers) the history, but no organizer actions', async () => {
    const meetup = makeMeetup();
    const { fake } = setup({ meetup });
    fake
      .on('GET', '/api/profile', { json: makeProfile({ isAdmin: true }) })
      .on('GET', '/api/meetups/:id/history', { json: historyAnswer(meetup.id) });
    await openEvent(meetup);

    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    await rsvpButtons();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Meetup' })).not.toBeInTheDocument();
  });

  it('lets the group owner edit the meetup in the schedule form, then cancel it', async () => {
    const meetup = makeMeetup();
    const { fake, backend } = setup({
      meetup,
      memberOf: { ...group, creatorId: TEST_USER_ID, ownerId: TEST_USER_ID, role: 'owner' },
    });
    fake
      .on('GET', '/api/meetups/:id/history', { json: historyAnswer(meetup.id) })
      .on('PUT', '/api/meetups/:id', (request) => {
        const body = request.body as Partial<MeetupResponse>;
        backend.change(meetup.id, { meetup: { title: body.title } });
        return { json: backend.meetup(meetup.id) };
      })
      .on('POST', '/api/meetups/:id/cancel', (request) => {
        const { reason } = request.body as { reason?: string };
        backend.change(meetup.id, {
          meetup: { status: 'cancelled', cancelReason: reason ?? null },
        });
        return { json: backend.meetup(meetup.id) };
      });
    const { user } = await openEvent(meetup);

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Meetup' });
    const title = await within(dialog).findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Sunday Sniff Walk');
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2031-05-11');
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('11:00');
    await user.clear(title);
    await user.type(title, 'Sunday Sniff Loop');
    // Left empty, the change is not announced: only a new time or place may be.
    expect(within(dialog).getByLabelText(/^Announce this change/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await findToast('Meetup updated')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunday Sniff Loop' }),
    ).toBeInTheDocument();
    const [put] = fake.calls('PUT', `/api/meetups/${meetup.id}`);
    expect(put?.body).toMatchObject({
      title: 'Sunday Sniff Loop',
      date: meetup.date,
      endTime: meetup.endTime,
      maxAttendees: 20,
      parkType: 'regular',
    });
    expect(put?.body).not.toHaveProperty('unregisteredAttendees');
    expect(put?.body).not.toHaveProperty('announcement');

    await user.click(screen.getByRole('button', { name: 'Cancel Meetup' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this meetup?' });
    await user.type(within(confirm).getByLabelText('Reason (optional)'), 'Storm warning');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Meetup' }));

    expect(await screen.findByText('This meetup was cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Storm warning')).toBeInTheDocument();
    expect(fake.calls('POST', `/api/meetups/${meetup.id}/cancel`)[0]?.body).toEqual({
      reason: 'Storm warning',
    });
  });
});
