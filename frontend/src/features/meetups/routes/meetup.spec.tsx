import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attendee, Meetup } from '@/features/meetups/types';
import {
  makeAttendee,
  makeDog,
  makeGroup,
  makeMeetup,
  OTHER_USER_ID,
  TEST_TOKEN,
  TEST_USER_ID,
} from '@/testing/data';
import { createFakeApi, errorBody } from '@/testing/fake-api';
import { installFakeSocket } from '@/testing/fake-socket';
import { serveMeetups } from '@/testing/meetups-backend';
import { findToast, renderApp, signIn } from '@/testing/test-utils';

/** Route-level flows type and click a lot; a busy machine needs more than the default 5 s. */
const TIMEOUT_MS = 15_000;

const group = makeGroup({
  id: 'group-1',
  name: 'Laurelhurst Calm Walkers',
  description: 'Slow parallel walks for dogs who like their space.',
  memberCount: 12,
  isMember: true,
  role: 'member',
});
const biscuit = makeDog({ name: 'Biscuit' });
const mochi = makeDog({ name: 'Mochi' });

function setup({
  meetup = makeMeetup(),
  attendees = [],
  memberOf = group,
  dogs = [biscuit],
}: {
  meetup?: Meetup;
  attendees?: Attendee[];
  memberOf?: typeof group;
  dogs?: (typeof biscuit)[];
} = {}) {
  const fake = createFakeApi().on('GET', '/api/groups/:id', { json: memberOf });
  const backend = serveMeetups(fake, {
    meetups: [meetup],
    attendees: { [meetup.id]: attendees },
    myDogs: dogs,
  });
  return { fake, backend, meetup };
}

async function openEvent(meetup: Meetup, { visitor = false } = {}) {
  if (!visitor) signIn();
  const result = renderApp(`/event/${meetup.slug}`);
  await screen.findByRole('heading', { level: 1, name: meetup.title });
  return result;
}

const rsvpButtons = async (title = 'Sunday Sniff Walk') => {
  const group = await screen.findByRole('group', { name: `RSVP for ${title}` });
  await waitFor(() => expect(within(group).getByRole('button', { name: 'Going' })).toBeEnabled());
  return {
    group,
    going: within(group).getByRole('button', { name: 'Going' }),
    maybe: within(group).getByRole('button', { name: 'Maybe' }),
    notGoing: within(group).getByRole('button', { name: 'Not Going' }),
  };
};

const hasCheckMark = (button: HTMLElement) => button.querySelector('svg.lucide-check') !== null;

const whosGoing = () =>
  screen.getByRole('heading', { name: "Who's Going" }).closest('div')!.parentElement!;

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('event page (spec sections 2, 4, 6, 8, 9)', { timeout: TIMEOUT_MS }, () => {
  it('shows a member the badges, the exact place with a map link, attendance and the title', async () => {
    const meetup = makeMeetup({
      unregisteredAttendees: 2,
      maxAttendees: 20,
    });
    const { fake } = setup({
      meetup,
      attendees: [
        makeAttendee('Ana', { dogNames: ['Pepper'] }),
        makeAttendee('Ben'),
        makeAttendee('Cleo'),
        makeAttendee('Dev', { rsvpStatus: 'waitlisted', waitlistPosition: 1 }),
        makeAttendee('Eli', { rsvpStatus: 'maybe' }),
      ],
    });
    await openEvent(meetup);

    expect(screen.getByText('Upcoming')).toBeInTheDocument();
    expect(screen.getAllByText('Laurelhurst Calm Walkers')[0]).toBeInTheDocument();
    expect(screen.getByText(meetup.description)).toBeInTheDocument();
    expect(screen.getByText('Sunday, May 11, 2031')).toBeInTheDocument();
    expect(screen.getByText('11:00 AM – 1:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Laurelhurst Park')).toBeInTheDocument();
    expect(screen.getByText(meetup.location)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Open in Maps/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(meetup.location)}`,
    );
    // Going (3) plus private members (2), against the maximum.
    const details = screen
      .getByRole('heading', { name: 'Event Details' })
      .closest('div')!.parentElement!;
    expect(within(details).getByText('5 of 20 going')).toBeInTheDocument();
    expect(within(details).getByText('15 spots left')).toBeInTheDocument();
    expect(within(details).getByText('1 on the waitlist')).toBeInTheDocument();
    expect(within(details).getByText('Private Members / Trainer Clients')).toBeInTheDocument();
    expect(within(details).getByText('2 attending with their trainer')).toBeInTheDocument();
    expect(document.title).toBe('Sunday Sniff Walk · PackMeet');

    const [request] = fake.calls('GET', `/api/meetups/by-slug/${meetup.slug}`);
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);

    const about = screen
      .getByRole('heading', { name: 'About the Group' })
      .closest('div')!.parentElement!;
    expect(await within(about).findByText('12 members')).toBeInTheDocument();
    expect(within(about).getByText(group.description!)).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'View Group' })).toHaveAttribute(
      'href',
      '/groups/group-1',
    );
    // A member is not asked to join.
    expect(screen.getByRole('button', { name: "You're in this group" })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Join Group' })).not.toBeInTheDocument();
    expect(screen.queryByText('Join Laurelhurst Calm Walkers')).not.toBeInTheDocument();

    const list = whosGoing();
    const going = await within(list).findByRole('list', { name: 'Going' });
    expect(within(going).getAllByRole('listitem')).toHaveLength(3);
    expect(within(going).getByText('with Pepper')).toBeInTheDocument();
    expect(
      within(within(list).getByRole('list', { name: 'Waitlist' })).getByText('#1'),
    ).toBeInTheDocument();
    expect(within(list).getByRole('list', { name: 'Maybe' })).toHaveTextContent('Eli');
  });

  it("shows visitors only the general area, 'Log in to see exact location' and an inactive map link", async () => {
    const meetup = makeMeetup();
    const { fake } = setup({ meetup, attendees: [makeAttendee('Ana')] });
    await openEvent(meetup, { visitor: true });

    expect(screen.getByText('Portland, OR 97214, USA')).toBeInTheDocument();
    expect(screen.queryByText('Laurelhurst Park')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to see exact location' })).toHaveAttribute(
      'href',
      '/login',
    );
    const map = screen.getByRole('link', { name: 'Open in Maps' });
    expect(map).toHaveAttribute('aria-disabled', 'true');
    expect(map).not.toHaveAttribute('href');

    // No RSVP without an account; joining means signing up first.
    expect(screen.queryByRole('group', { name: /^RSVP for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In to RSVP' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Join Group' })).toHaveAttribute('href', '/register');
    expect(
      screen.getByRole('heading', { name: 'Join Laurelhurst Calm Walkers' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join PackMeet Free' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(await within(whosGoing()).findByText('Ana')).toBeInTheDocument();

    expect(
      fake.calls('GET', `/api/meetups/by-slug/${meetup.slug}`)[0]?.headers.has('Authorization'),
    ).toBe(false);
    expect(fake.calls('GET', '/api/groups/group-1')).toHaveLength(0);
    expect(fake.calls('GET', `/api/meetups/${meetup.id}/rsvp`)).toHaveLength(0);
    expect(fake.calls('GET', `/api/meetups/${meetup.id}/history`)).toHaveLength(0);
  });

  it("shows 'Event Not Found' with 'Return Home' for an unknown event, by slug or by id", async () => {
    setup();
    const { user, router } = renderApp('/event/no-such-walk');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Event Not Found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens the same meetup by id at /meetups/{id}', async () => {
    const meetup = makeMeetup({ title: 'Dawn Patrol' });
    const { fake } = setup({ meetup });
    signIn();
    renderApp(`/meetups/${meetup.id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dawn Patrol' }),
    ).toBeInTheDocument();
    expect(fake.calls('GET', `/api/meetups/${meetup.id}`)).toHaveLength(1);
  });

  it('sets, switches and removes an RSVP: the active answer has a check mark and aria-pressed', async () => {
    const meetup = makeMeetup();
    const { fake } = setup({ meetup });
    const { user } = await openEvent(meetup);
    const { going, maybe, notGoing } = await rsvpButtons();

    for (const button of [going, maybe, notGoing]) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
      expect(hasCheckMark(button)).toBe(false);
    }

    await user.click(going);
    await waitFor(() => expect(going).toHaveAttribute('aria-pressed', 'true'));
    expect(hasCheckMark(going)).toBe(true);
    expect(screen.getByText("You're going with Biscuit.")).toBeInTheDocument();
    expect(fake.calls('POST', `/api/meetups/${meetup.id}/rsvp`)[0]?.body).toEqual({
      status: 'going',
      dogIds: [biscuit.id],
    });
    // The answer carries the counts; the attendee list follows.
    await waitFor(() => expect(screen.getAllByText('1 of 20 going').length).toBeGreaterThan(0));
    expect(await within(whosGoing()).findByText('Maya')).toBeInTheDocument();

    await user.click(maybe);
    await waitFor(() => expect(maybe).toHaveAttribute('aria-pressed', 'true'));
    expect(going).toHaveAttribute('aria-pressed', 'false');
    expect(hasCheckMark(going)).toBe(false);
    expect(hasCheckMark(maybe)).toBe(true);
    expect(fake.calls('POST', `/api/meetups/${meetup.id}/rsvp`)[1]?.body).toMatchObject({
      status: 'maybe',
    });

    // Pressing the active answer again removes the RSVP.
    await user.click(maybe);
    await waitFor(() => expect(maybe).toHaveAttribute('aria-pressed', 'false'));
    expect(fake.calls('DELETE', `/api/meetups/${meetup.id}/rsvp`)).toHaveLength(1);
    for (const button of [going, maybe, notGoing]) expect(hasCheckMark(button)).toBe(false);
    expect(screen.getByText('Let the group know if you can make it.')).toBeInTheDocument();

    await user.click(notGoing);
    await waitFor(() => expect(notGoing).toHaveAttribute('aria-pressed', 'true'));
    expect(fake.calls('POST', `/api/meetups/${meetup.id}/rsvp`)[2]?.body).toEqual({
      status: 'not_going',
      dogIds: [],
    });
  });

  it("puts a Going answer beyond capacity on the waitlist: 'Waitlisted (#n)'", async () => {
    const meetup = makeMeetup({ maxAttendees: 2 });
    const { fake } = setup({
      meetup,
      attendees: [
        makeAttendee('Ana'),
        makeAttendee('Ben'),
        makeAttendee('Cleo', { rsvpStatus: 'waitlisted', waitlistPosition: 1 }),
      ],
    });
    // The stored meetup is recounted by the fake backend on the first answer.
    const { user } = await openEvent(meetup);
    const { going } = await rsvpButtons();
    expect(
      screen.getByText('This meetup is full: choose Going to join the waitlist.'),
    ).toBeInTheDocument();

    await user.click(going);

    expect(await screen.findByText('Waitlisted (#2)')).toBeInTheDocument();
    expect(going).toHaveAttribute('aria-pressed', 'true');
    const waitlist = await within(whosGoing()).findByRole('list', { name: 'Waitlist' });
    await waitFor(() => expect(within(waitlist).getAllByRole('listitem')).toHaveLength(2));
    expect(within(waitlist).getAllByRole('listitem')[1]).toHaveTextContent('#2Maya');

    // Going again leaves the queue.
    await user.click(going);
    await waitFor(() => expect(screen.queryByText('Waitlisted (#2)')).not.toBeInTheDocument());
    expect(fake.calls('DELETE', `/api/meetups/${meetup.id}/rsvp`)).toHaveLength(1);
  });

  it('treats a failed RSVP fetch as no RSVP', async () => {
    const meetup = makeMeetup();
    const { fake } = setup({ meetup });
    fake.on('GET', '/api/meetups/:id/rsvp', { status: 500, json: errorBody(500, 'Boom') });
    await openEvent(meetup);

    const { going, maybe, notGoing } = await rsvpButtons();
    for (const button of [going, maybe, notGoing]) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
      expect(button).toBeEnabled();
    }
  });

  it('closes RSVPs for past meetups and shows the cancelled banner with its reason', async () => {
    const past = makeMeetup({
      date: '2020-05-10T16:00:00.000Z',
      endTime: '2020-05-10T18:00:00.000Z',
    });
    setup({ meetup: past });
    await openEvent(past);

    expect(screen.getByText('Past')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'RSVP for Sunday Sniff Walk' });
    for (const button of within(group).getAllByRole('button')) expect(button).toBeDisabled();
    expect(
      screen.getByText('RSVPs are closed: this meetup has already happened.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Join PackMeet Free')).not.toBeInTheDocument();
  });

  it('shows a cancelled meetup as such, with RSVPs closed', async () => {
    const meetup = makeMeetup({ status: 'cancelled', cancelReason: 'Storm warning' });
    setup({ meetup });
    await openEvent(meetup);

    expect(screen.getByText('This meetup was cancelled.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Storm warning')).toBeInTheDocument();
    expect(screen.getByText('RSVPs are closed: this meetup was cancelled.')).toBeInTheDocument();
  });

  it('says which dogs come along, and re-sends the answer when that changes', async () => {
    const meetup = makeMeetup();
    const { fake } = setup({ meetup, dogs: [biscuit, mochi] });
    const { user } = await openEvent(meetup);
    const { going } = await rsvpButtons();

    const picker = screen.getByRole('group', { name: 'Coming along' });
    const mochiBox = within(picker).getByRole('checkbox', { name: 'Mochi' });
    expect(within(picker).getByRole('checkbox', { name: 'Biscuit' })).toBeChecked();
    await user.click(mochiBox);
    expect(mochiBox).not.toBeChecked();
    expect(fake.calls('POST', `/api/meetups/${meetup.id}/rsvp`)).toHaveLength(0);

    await user.click(going);
    await waitFor(() => expect(going).toHaveAttribute('aria-pressed', 'true'));
    expect(fake.calls('POST', `/api/meetups/${meetup.id}/rsvp`)[0]?.body).toEqual({
      status: 'going',
      dogIds: [biscuit.id],
    });

    await user.click(
      within(screen.getByRole('group', { name: 'Coming along' })).getByRole('checkbox', {
        name: 'Mochi',
      }),
    );
    await waitFor(() =>
      expect(fake.calls('POST', `/api/meetups/${meetup.id}/rsvp`)).toHaveLength(2),
    );
    expect(fake.calls('POST', `/api/meetups/${meetup.id}/rsvp`)[1]?.body).toEqual({
      status: 'going',
      dogIds: [biscuit.id, mochi.id],
    });
    expect(await screen.findByText("You're going with Biscuit, Mochi.")).toBeInTheDocument();
  });

  it('lets a signed-in non-member join the group from the event', async () => {
    const meetup = makeMeetup();
    const { fake } = setup({ meetup, memberOf: { ...group, isMember: false, role: null } });
    const { user } = await openEvent(meetup);

    fake.on('POST', '/api/groups/:id/join', () => {
      fake.on('GET', '/api/groups/:id', { json: { ...group, isMember: true, role: 'member' } });
      return { json: { joined: true } };
    });
    expect(
      await screen.findByRole('heading', { name: 'Join Laurelhurst Calm Walkers' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Group' }));

    expect(await findToast("You've successfully joined the group!")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: "You're in this group" })).toBeDisabled();
    expect(
      screen.queryByRole('heading', { name: 'Join Laurelhurst Calm Walkers' }),
    ).not.toBeInTheDocument();
    expect(fake.calls('POST', '/api/groups/group-1/join')).toHaveLength(1);
  });
});

describe('event page: live attendance (socket.io)', { timeout: TIMEOUT_MS }, () => {
  it('applies a pushed attendance change without reloading, sharing one watch', async () => {
    const server = installFakeSocket();
    const meetup = makeMeetup();
    const { backend } = setup({ meetup, attendees: [makeAttendee('Ana'), makeAttendee('Ben')] });
    await openEvent(meetup);
    const list = whosGoing();
    await within(list).findByText('Ben');
    await waitFor(() => expect(server.current.watching()).toEqual([meetup.id]));
    // The meetup, its attendees and my RSVP all follow one server-side watch.
    expect(server.current.watchCount(meetup.id)).toBe(1);
    expect(server.current.auth).toEqual({ token: TEST_TOKEN });

    server.current.push(
      backend.change(meetup.id, {
        attendees: [
          ...backend.attendees(meetup.id),
          makeAttendee('Priya', { dogNames: ['Olive'] }),
        ],
      }),
    );

    expect(await within(list).findByText('Priya')).toBeInTheDocument();
    expect(within(list).getByText('with Olive')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('3 of 20 going').length).toBeGreaterThan(0));
  });

  it('moves me off the waitlist when a pushed update says I got a place', async () => {
    const server = installFakeSocket();
    const meetup = makeMeetup({ maxAttendees: 1 });
    const me = makeAttendee('Maya', { rsvpStatus: 'waitlisted', waitlistPosition: 1 });
    me.user.id = TEST_USER_ID;
    const ana = makeAttendee('Ana');
    const { backend } = setup({ meetup, attendees: [ana, me] });
    await openEvent(meetup);
    expect(await screen.findByText('Waitlisted (#1)')).toBeInTheDocument();
    await waitFor(() => expect(server.current.watching()).toEqual([meetup.id]));

    server.current.push(
      backend.change(meetup.id, {
        attendees: [{ ...me, rsvpStatus: 'going', waitlistPosition: null }],
      }),
    );

    expect(await screen.findByText("You're going.")).toBeInTheDocument();
    expect(screen.queryByText('Waitlisted (#1)')).not.toBeInTheDocument();
  });

  it('re-watches and refetches after a reconnect, so nothing is missed', async () => {
    const server = installFakeSocket();
    const meetup = makeMeetup();
    const { backend, fake } = setup({ meetup, attendees: [makeAttendee('Ana')] });
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
    const timeline = within(history).getByRole('list', { name: 'Timeline' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Ana R. is going with 1 dog.');
    expect(entries[0]).toHaveTextContent('Apr 2, 10:30 AM · 1 of 20 going');
    expect(entries[1]).toHaveTextContent('Maya L. scheduled the meetup.');

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

  it('hides the history and the organizer actions from other members (403)', async () => {
    const meetup = makeMeetup();
    const { fake } = setup({ meetup });
    await openEvent(meetup);

    await waitFor(() =>
      expect(fake.calls('GET', `/api/meetups/${meetup.id}/history`)).toHaveLength(1),
    );
    await rsvpButtons();
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Meetup' })).not.toBeInTheDocument();
  });

  it('lets the group owner (history answers) edit the meetup in the schedule form, then cancel it', async () => {
    const meetup = makeMeetup();
    const { fake, backend } = setup({ meetup });
    fake
      .on('GET', '/api/meetups/:id/history', { json: historyAnswer(meetup.id) })
      .on('PUT', '/api/meetups/:id', (request) => {
        const body = request.body as Partial<Meetup>;
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
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Sunday Sniff Walk');
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2031-05-11');
    expect(within(dialog).getByLabelText(/^Time/)).toHaveValue('11:00');
    await user.clear(title);
    await user.type(title, 'Sunday Sniff Loop');
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
