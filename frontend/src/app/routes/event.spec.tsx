import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAttendee, makeMeetup, TEST_TOKEN, withAttendance } from '@/testing/data';
import {
  biscuit,
  group,
  hasCheckMark,
  meIn,
  mochi,
  openEvent,
  rsvpAnswer,
  rsvpButtons,
  setup,
  TIMEOUT_MS,
  whosGoing,
} from '@/testing/event-page';
import { errorBody } from '@/testing/fake-api';
import { findToast, renderApp, signIn } from '@/testing/test-utils';

describe('event page (spec sections 2, 4, 6, 8, 9)', { timeout: TIMEOUT_MS }, () => {
  it('shows a member the badges, the exact place with a map link, attendance and the title', async () => {
    const meetup = withAttendance(
      makeMeetup({ unregisteredAttendees: 2, maxAttendees: 20 }),
      { going: 3, maybe: 1, waitlisted: 1 },
      15,
    );
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
    const meetup = withAttendance(makeMeetup(), { going: 1 }, 19);
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
    const meetup = withAttendance(makeMeetup(), {}, 20);
    const { fake } = setup({
      meetup,
      answers: [
        rsvpAnswer(
          { status: 'going', dogIds: [biscuit.id] },
          withAttendance(meetup, { going: 1 }, 19),
          [meIn('going', [biscuit])],
        ),
        rsvpAnswer({ status: 'maybe' }, withAttendance(meetup, { maybe: 1 }, 20), [
          meIn('maybe', [biscuit]),
        ]),
        rsvpAnswer(null, meetup, []),
        rsvpAnswer(
          { status: 'not_going', dogIds: [] },
          withAttendance(meetup, { notGoing: 1 }, 20),
          [meIn('not_going')],
        ),
      ],
    });
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
    const meetup = withAttendance(makeMeetup({ maxAttendees: 2 }), { going: 2, waitlisted: 1 }, 0);
    const attendees = [
      makeAttendee('Ana'),
      makeAttendee('Ben'),
      makeAttendee('Cleo', { rsvpStatus: 'waitlisted', waitlistPosition: 1 }),
    ];
    const { fake } = setup({
      meetup,
      attendees,
      answers: [
        // The server's outcome: full, so Going joins the waitlist, second in the queue.
        rsvpAnswer(
          { status: 'going', dogIds: [biscuit.id] },
          withAttendance(meetup, { going: 2, waitlisted: 2 }, 0),
          [...attendees, meIn('waitlisted', [biscuit], 2)],
        ),
        rsvpAnswer(null, meetup, attendees),
      ],
    });
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
    const meetup = withAttendance(makeMeetup(), {}, 20);
    const { fake } = setup({
      meetup,
      dogs: [biscuit, mochi],
      answers: [
        rsvpAnswer(
          { status: 'going', dogIds: [biscuit.id] },
          withAttendance(meetup, { going: 1 }, 19),
          [meIn('going', [biscuit])],
        ),
        rsvpAnswer(
          { status: 'going', dogIds: [biscuit.id, mochi.id] },
          withAttendance(meetup, { going: 1 }, 19),
          [meIn('going', [biscuit, mochi])],
        ),
      ],
    });
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
      const joined = { ...group, isMember: true, role: 'member' as const, memberCount: 13 };
      fake.on('GET', '/api/groups/:id', { json: joined });
      return {
        json: { joined: true, message: "You've successfully joined the group!", group: joined },
      };
    });
    expect(
      await screen.findByRole('heading', { name: 'Join Laurelhurst Calm Walkers' }),
    ).toBeInTheDocument();
    // One way to join: the header's button; the promotional card only makes the case.
    expect(screen.getAllByRole('button', { name: /join/i })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Join Group' }));

    expect(await findToast("You've successfully joined the group!")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: "You're in this group" })).toBeDisabled();
    expect(
      screen.queryByRole('heading', { name: 'Join Laurelhurst Calm Walkers' }),
    ).not.toBeInTheDocument();
    expect(fake.calls('POST', '/api/groups/group-1/join')).toHaveLength(1);
  });
});
