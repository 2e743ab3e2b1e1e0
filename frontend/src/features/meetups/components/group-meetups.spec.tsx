import { NO_ENTRY_RULES } from '@packmeet/backend/contracts/entry-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';
import {
  makeAttendee,
  makeDog,
  makeGroup,
  makeMeetup,
  makeProfile,
  TEST_USER_ID,
  withAttendance,
} from '@/testing/data';
import { createFakeApi, errorBody } from '@/testing/fake-api';
import { installFakeSocket, type FakeSocketServer } from '@/testing/fake-socket';
import { serveMeetups } from '@/testing/meetups-backend';
import { chooseOption, findToast, renderApp, signIn } from '@/testing/test-utils';

/** Route-level flows type and click a lot; a busy machine needs more than the default 5 s. */
const TIMEOUT_MS = 15_000;

const GROUP_ID = 'group-1';
const group = makeGroup({
  id: GROUP_ID,
  name: 'Laurelhurst Calm Walkers',
  city: 'Portland',
  state: 'OR',
  isMember: true,
  role: 'member',
});
const biscuit = makeDog({ name: 'Biscuit' });

const venues = [
  {
    place_id: 'packmeet:v1',
    name: 'Laurelhurst Park',
    formatted_address: '3756 SE Oak St, Portland, OR 97214',
    geometry: { location: { lat: 45.5215, lng: -122.6254 } },
    types: ['park', 'point_of_interest'],
  },
  {
    place_id: 'packmeet:v2',
    name: 'Mt Tabor Park',
    formatted_address: 'SE 60th Ave & Salmon St, Portland, OR 97215',
    geometry: { location: null },
    types: ['park', 'point_of_interest'],
  },
];

function backend({
  meetups = [] as MeetupResponse[],
  attendees = {},
  answers = [],
  isTrainer = false,
  live,
}: {
  meetups?: MeetupResponse[];
  attendees?: Parameters<typeof serveMeetups>[1]['attendees'];
  answers?: Parameters<typeof serveMeetups>[1]['answers'];
  isTrainer?: boolean;
  live?: FakeSocketServer;
} = {}) {
  const fake = createFakeApi()
    .on('GET', '/api/groups/:id', { json: group })
    .on('GET', '/api/groups/:id/members-with-details', { json: [] })
    .on('GET', '/api/groups/:id/posts', { json: [] })
    .on('GET', '/api/profile', { json: makeProfile({ isTrainer }) })
    .on('GET', '/api/venues', (request) => {
      const q = new URL(request.url, 'http://localhost').searchParams.get('q') ?? '';
      return {
        json: venues.filter((venue) => venue.name.toLowerCase().includes(q.toLowerCase())),
      };
    });
  const meetupsBackend = serveMeetups(fake, {
    meetups,
    attendees,
    answers,
    myDogs: [biscuit],
    ...(live ? { live } : {}),
  });
  return { fake, meetupsBackend };
}

async function openGroup() {
  signIn();
  const result = renderApp(`/groups/${GROUP_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Laurelhurst Calm Walkers' });
  return result;
}

const meetupsCard = () =>
  screen.getByRole('heading', { name: 'Upcoming Meetups' }).closest('div')!.parentElement!;

async function openScheduleForm(user: Awaited<ReturnType<typeof openGroup>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Schedule Meetup' }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule Meetup' });
  // The form is loaded when the dialog first opens.
  await within(dialog).findByRole('form', { name: 'Schedule meetup' });
  return dialog;
}

describe("group page's Upcoming Meetups (spec sections 2 and 4)", { timeout: TIMEOUT_MS }, () => {
  it('lists upcoming meetups with time, place, attendance, RSVP and an expandable attendee list', async () => {
    const sunday = withAttendance(makeMeetup({ title: 'Sunday Sniff Walk' }), { going: 2 }, 18);
    const past = makeMeetup({ title: 'Last Spring Walk', date: '2020-04-01T16:00:00.000Z' });
    const before = [makeAttendee('Ana', { dogNames: ['Pepper'] }), makeAttendee('Ben')];
    const me = makeAttendee('Maya', { dogNames: ['Biscuit'] });
    me.user.id = TEST_USER_ID;
    me.dogs[0]!.id = biscuit.id;
    const { fake } = backend({
      meetups: [sunday, past],
      attendees: { [sunday.id]: before },
      answers: [
        {
          body: { status: 'going', dogIds: [biscuit.id] },
          rsvp: {
            status: 'going',
            dogIds: [biscuit.id],
            arrivalSlot: null,
            waitlistPosition: null,
          },
          meetup: withAttendance(sunday, { going: 3 }, 17),
          attendees: [...before, me],
          push: { changed: [me], removed: [] },
        },
        {
          body: null,
          rsvp: { status: null, dogIds: [], arrivalSlot: null, waitlistPosition: null },
          meetup: sunday,
          attendees: before,
          push: { changed: [], removed: [TEST_USER_ID] },
        },
      ],
    });
    const { user } = await openGroup();

    const item = await within(meetupsCard()).findByRole('article', { name: 'Sunday Sniff Walk' });
    expect(within(meetupsCard()).queryByText('Last Spring Walk')).not.toBeInTheDocument();
    expect(within(item).getByText('Sun, May 11')).toBeInTheDocument();
    expect(item).toHaveTextContent('11:00 AM – 1:00 PM');
    expect(within(item).getByText('Laurelhurst Park')).toBeInTheDocument();
    expect(within(item).getByText('2 of 20 going')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'View event' })).toHaveAttribute(
      'href',
      `/event/${sunday.slug}`,
    );

    const toggle = within(item).getByRole('button', { name: "Who's going (2)" });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(fake.calls('GET', `/api/meetups/${sunday.id}/attendees`)).toHaveLength(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const going = await within(item).findByRole('list', { name: 'Going' });
    expect(going).toHaveTextContent('Ana');
    expect(going).toHaveTextContent('with Pepper');

    const rsvp = within(item).getByRole('group', { name: 'RSVP for Sunday Sniff Walk' });
    const goingButton = within(rsvp).getByRole('button', { name: 'Going' });
    await waitFor(() => expect(goingButton).toBeEnabled());
    await user.click(goingButton);
    await waitFor(() => expect(goingButton).toHaveAttribute('aria-pressed', 'true'));
    expect(goingButton.querySelector('svg.lucide-check')).not.toBeNull();
    expect(await within(item).findByText('3 of 20 going')).toBeInTheDocument();
    expect(await within(going).findByText('Maya')).toBeInTheDocument();
    expect(fake.calls('POST', `/api/meetups/${sunday.id}/rsvp`)[0]?.body).toEqual({
      status: 'going',
      dogIds: [biscuit.id],
    });

    await user.click(goingButton);
    await waitFor(() => expect(goingButton).toHaveAttribute('aria-pressed', 'false'));
    expect(goingButton.querySelector('svg.lucide-check')).toBeNull();
    // The count comes with the refetched list, a moment after the button state.
    expect(await within(item).findByText('2 of 20 going')).toBeInTheDocument();
    expect(fake.calls('DELETE', `/api/meetups/${sunday.id}/rsvp`)).toHaveLength(1);
  });

  it('updates counts and the open attendee list from a live push', async () => {
    const server = installFakeSocket();
    const sunday = withAttendance(makeMeetup(), { going: 1 }, 19);
    const { meetupsBackend } = backend({
      meetups: [sunday],
      attendees: { [sunday.id]: [makeAttendee('Ana')] },
      live: server,
    });
    const { user } = await openGroup();
    const item = await within(meetupsCard()).findByRole('article', { name: 'Sunday Sniff Walk' });
    await user.click(within(item).getByRole('button', { name: "Who's going (1)" }));
    await within(item).findByText('Ana');
    await waitFor(() => expect(server.current.watching()).toEqual([sunday.id]));

    const [priya, quinn] = [makeAttendee('Priya'), makeAttendee('Quinn', { rsvpStatus: 'maybe' })];
    server.current.push(
      meetupsBackend.change(sunday.id, {
        meetup: withAttendance(sunday, { going: 2, maybe: 1 }, 18),
        attendees: [...meetupsBackend.attendees(sunday.id), priya, quinn],
        changed: [priya, quinn],
      }),
    );

    expect(await within(item).findByText('2 of 20 going')).toBeInTheDocument();
    // The toggle counts who is going, as the line above does; the maybe is listed, not counted.
    expect(within(item).getByRole('button', { name: "Who's going (2)" })).toBeInTheDocument();
    expect(within(item).getByText('Priya')).toBeInTheDocument();
    expect(within(item).getByRole('list', { name: 'Maybe' })).toHaveTextContent('Quinn');
  });
});

describe('schedule meetup form (spec sections 2, 5, 8, 9)', { timeout: TIMEOUT_MS }, () => {
  it('says up front that an unverified email must be verified first, where addresses are verified, instead of the form', async () => {
    const { fake } = backend();
    fake
      .on('GET', '/api/profile', {
        json: makeProfile({ emailVerified: false, emailVerificationRequired: true }),
      })
      .on('POST', '/api/auth/verify-email/resend', {
        status: 202,
        json: { message: 'We sent you a new verification link. It works for 48 hours.' },
      });
    const { user } = await openGroup();
    await user.click(screen.getByRole('button', { name: 'Schedule Meetup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Meetup' });
    const notice = await within(dialog).findByRole('region', { name: 'Verify your email' });
    expect(notice).toHaveTextContent(
      'Please verify your email address before you schedule a meetup.',
    );
    expect(within(dialog).queryByRole('form', { name: 'Schedule meetup' })).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      'We sent you a new verification link.',
    );
    expect(fake.calls('POST', '/api/meetups')).toHaveLength(0);
  });

  it("asks for the missing fields: 'Missing information' / 'Please fill in: ...'", async () => {
    const { fake } = backend();
    const { user } = await openGroup();
    const dialog = await openScheduleForm(user);
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Schedule Meetup' }));

    const toast = await findToast('Missing information');
    expect(toast).toHaveTextContent('Please fill in: title, description, date, time, location');
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fake.calls('POST', '/api/meetups')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Dawn Patrol');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Early.');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Meetup' }));
    expect(await findToast('Missing information')).toHaveTextContent(
      'Please fill in: date, time, location',
    );
  });

  it('offers 5 to 50 attendees and No limit (default 20), the park types (default Regular Park), and no private members for non-trainers', async () => {
    backend();
    const { user } = await openGroup();
    const dialog = await openScheduleForm(user);

    const max = within(dialog).getByRole('combobox', { name: 'Maximum attendees' });
    expect(max).toHaveTextContent('20');
    await user.click(max);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '5',
      '10',
      '15',
      '20',
      '25',
      '30',
      '50',
      'No limit',
    ]);
    await user.keyboard('{Escape}');

    const park = within(dialog).getByRole('combobox', { name: 'Park type' });
    expect(park).toHaveTextContent('Regular Park');
    await user.click(park);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Regular Park',
      'Dog Park (Off-leash)',
      'Beach',
      'Hiking Trail',
      'Indoor Venue',
      'Other',
    ]);
    await user.keyboard('{Escape}');

    expect(within(dialog).queryByLabelText('Private members')).not.toBeInTheDocument();
  });

  it('schedules a meetup at a suggested venue, then closes and refreshes the list', async () => {
    const { fake } = backend({ isTrainer: true });
    fake.on('POST', '/api/meetups', (request) => ({
      status: 201,
      json: makeMeetup({
        ...(request.body as Partial<MeetupResponse>),
        id: 'new-1',
        slug: 'dawn-patrol',
      }),
    }));
    const { user } = await openGroup();
    const dialog = await openScheduleForm(user);

    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Dawn Patrol');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Description/ }),
      'Calm, early and cool.',
    );
    await user.type(within(dialog).getByLabelText(/^Date/), '2031-06-01');
    await user.type(within(dialog).getByLabelText(/^Time/), '07:30');
    expect(
      within(dialog).getByText('Optional. Default: 9:30 AM (2 hours after the start).'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("In Pacific Time (PDT), the meetup's local time."),
    ).toBeInTheDocument();

    const venue = within(dialog).getByRole('combobox', { name: /^Location/ });
    await user.type(venue, 'laurel');
    // Suggestions are places used before in the group's city, narrowed by what was typed.
    const venueQuery = (request: { url: string }) =>
      Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);
    await waitFor(() =>
      expect(fake.calls('GET', '/api/venues').map(venueQuery)).toContainEqual({
        city: 'Portland',
        state: 'OR',
        q: 'laurel',
      }),
    );
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /Laurelhurst Park/ }));
    expect(venue).toHaveValue('3756 SE Oak St, Portland, OR 97214');
    expect(within(dialog).getByRole('textbox', { name: 'Place name' })).toHaveValue(
      'Laurelhurst Park',
    );

    await chooseOption(user, 'Maximum attendees', 'No limit', dialog);
    await chooseOption(user, 'Park type', 'Dog Park (Off-leash)', dialog);
    // Trainers (profile.isTrainer) may add private members.
    const privateMembers = within(dialog).getByRole('spinbutton', { name: 'Private members' });
    await user.clear(privateMembers);
    await user.type(privateMembers, '3');
    // The meetup's own rules add to its group's.
    await user.click(within(dialog).getByText('Extra rules for this meetup (optional)'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rabies' }));

    await user.click(within(dialog).getByRole('button', { name: 'Schedule Meetup' }));

    expect(await findToast('Meetup scheduled!')).toHaveTextContent(
      'Your meetup has been created successfully.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls('POST', '/api/meetups')[0]?.body).toEqual({
      groupId: GROUP_ID,
      title: 'Dawn Patrol',
      description: 'Calm, early and cool.',
      location: '3756 SE Oak St, Portland, OR 97214',
      locationDisplay: 'Laurelhurst Park',
      latitude: 45.5215,
      longitude: -122.6254,
      // 7:30 AM at the place (Portland, PDT), not in the browser's zone (Chicago here).
      date: '2031-06-01T14:30:00.000Z',
      endTime: '2031-06-01T16:30:00.000Z',
      maxAttendees: 100,
      parkType: 'dog_park',
      unregisteredAttendees: 3,
      rules: { ...NO_ENTRY_RULES, requiredVaccinations: ['rabies'] },
      // None chosen: the meetup takes its group's activities and level.
      activities: [],
      level: 'all',
    });
    // The group's list is asked again (tags), so the new meetup shows up.
    await waitFor(() => expect(fake.calls('GET', '/api/meetups').length).toBeGreaterThanOrEqual(2));
  });

  it('refuses a date before today, and reports a failed create with the spec texts', async () => {
    const { fake } = backend();
    fake.on('POST', '/api/meetups', {
      status: 403,
      json: errorBody(403, 'Only members of this group can schedule its meetups.'),
    });
    const { user } = await openGroup();
    const dialog = await openScheduleForm(user);

    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Dawn Patrol');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Early.');
    const date = within(dialog).getByLabelText(/^Date/);
    await user.type(date, '2020-01-05');
    await user.type(within(dialog).getByLabelText(/^Time/), '07:30');
    await user.type(within(dialog).getByRole('combobox', { name: /^Location/ }), 'Oak St 1');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Meetup' }));

    expect(await within(dialog).findByText('The date cannot be before today')).toBeInTheDocument();
    expect(date).toHaveFocus();
    expect(fake.calls('POST', '/api/meetups')).toHaveLength(0);

    await user.clear(date);
    await user.type(date, '2031-06-01');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Meetup' }));

    expect(await findToast('Error')).toHaveTextContent(
      'Failed to create meetup. Please try again.',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Only members of this group can schedule its meetups.',
    );
    expect(fake.calls('POST', '/api/meetups')[0]?.body).toMatchObject({
      location: 'Oak St 1',
      locationDisplay: null,
    });
    expect(fake.calls('POST', '/api/meetups')[0]?.body).not.toHaveProperty('latitude');
  });
});
