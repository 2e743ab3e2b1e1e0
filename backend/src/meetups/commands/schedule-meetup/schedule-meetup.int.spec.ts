import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinGroup } from '../../../../test/support/groups.js';
import { aMeetup, scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('POST /api/meetups', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  async function memberOfAGroup(overrides: Record<string, unknown> = {}) {
    const organizer = await registerUser(app.http, {
      firstName: 'Hana',
      lastName: 'Kim',
      ...overrides,
    });
    const group = await createGroup(app.http, organizer.token, { name: 'Zilker Walkers' });
    return { organizer, group };
  }

  it('schedules with the defaults: two hours, 20 places, a unique slug from the title', async () => {
    const { organizer, group } = await memberOfAGroup();
    const start = new Date(Date.now() + 5 * 86_400_000);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      date: start.toISOString(),
      maxAttendees: undefined,
      parkType: undefined,
    });
    expect(meetup).toMatchObject({
      slug: 'saturday-sniffari-at-zilker',
      title: 'Saturday Sniffari at Zilker',
      date: start.toISOString(),
      endTime: new Date(start.getTime() + 2 * 3600_000).toISOString(),
      maxAttendees: 20,
      parkType: 'regular',
      currentAttendees: 0,
      placesLeft: 20,
      groupId: group.id,
      groupName: 'Zilker Walkers',
      organizer: 'Hana K.',
      city: 'Austin',
      state: 'TX',
      status: 'scheduled',
      isUpcoming: true,
      location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
      locationIsExact: true,
    });
    const second = await scheduleMeetup(app.http, organizer.token, group.id);
    expect(second.slug).toMatch(/^saturday-sniffari-at-zilker-[0-9a-f]{6}$/);
  });

  it('reads 100 as no limit, and maps the older park types', async () => {
    const { organizer, group } = await memberOfAGroup();
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      maxAttendees: 100,
      parkType: 'dedicated',
    });
    expect(meetup).toMatchObject({ maxAttendees: null, placesLeft: null, parkType: 'dog_park' });
  });

  it('lists every missing field in one message', async () => {
    const { organizer, group } = await memberOfAGroup();
    const response = await app.http.post(
      '/api/meetups',
      { groupId: group.id, description: 'x' },
      organizer.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please fill in: title, date and time, location');
  });

  it.each([
    [
      { date: new Date(Date.now() - 3 * 86_400_000).toISOString() },
      'The date cannot be before today',
    ],
    [{ maxAttendees: 12 }, 'Maximum attendees must be one of 5, 10, 15, 20, 25, 30, 50, 100'],
    [
      { parkType: 'volcano' },
      'Park type must be one of regular, dog_park, beach, trail, indoor, other',
    ],
    [{ unregisteredAttendees: 51 }, 'Private members must be a number from 0 to 50'],
    [
      { maxAttendees: 5, unregisteredAttendees: 10 },
      'Private members cannot be more than the maximum attendees.',
    ],
  ])('refuses %j with "%s"', async (overrides, message) => {
    const { organizer, group } = await memberOfAGroup({ isTrainer: true });
    const response = await app.http.post(
      '/api/meetups',
      aMeetup(group.id, overrides),
      organizer.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a far-future date or a day-long meetup with a 400', async () => {
    const { organizer, group } = await memberOfAGroup();
    const start = Date.now() + 3 * 86_400_000;
    for (const [overrides, message] of [
      [{ date: '+275760-09-13T00:00:00.000Z' }, 'The date cannot be more than 2 years ahead'],
      [
        { date: new Date(Date.now() + 3 * 366 * 86_400_000).toISOString() },
        'The date cannot be more than 2 years ahead',
      ],
      [
        { endTime: new Date(start + 25 * 3600_000).toISOString() },
        'The end time must be within 24 hours of the start time',
      ],
      [
        { endTime: '+275760-09-13T00:00:00.000Z' },
        'The end time must be within 24 hours of the start time',
      ],
    ] as const) {
      const response = await app.http.post(
        '/api/meetups',
        aMeetup(group.id, { date: new Date(start).toISOString(), ...overrides }),
        organizer.token,
      );
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('appends nothing for a refused meetup, so its slug stays free for the next one', async () => {
    const { organizer, group } = await memberOfAGroup();
    const outsider = await registerUser(app.http);
    const squatted = { title: 'Dawn Sniff at Zilker' };
    const before = await app.engines.eventStore.headPosition();
    const refusals: [Record<string, unknown>, string, number][] = [
      [{ date: '+275760-09-13T00:00:00.000Z' }, organizer.token, 400],
      [{ date: new Date(Date.now() - 3 * 86_400_000).toISOString() }, organizer.token, 400],
      [{ unregisteredAttendees: 3 }, organizer.token, 403],
      [{}, outsider.token, 403],
      [{ groupId: 'no-such-group' }, organizer.token, 404],
    ];
    for (const [overrides, token, status] of refusals) {
      const response = await app.http.post(
        '/api/meetups',
        aMeetup(group.id, { ...squatted, ...overrides }),
        token,
      );
      expect(response.status, JSON.stringify(overrides)).toBe(status);
    }
    expect(await app.engines.eventStore.headPosition()).toBe(before);

    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, squatted);
    expect(meetup.slug).toBe('dawn-sniff-at-zilker');
  });

  it('lets only group members schedule, and only trainers bring private members', async () => {
    const { group } = await memberOfAGroup();
    const outsider = await registerUser(app.http);
    const notMember = await app.http.post('/api/meetups', aMeetup(group.id), outsider.token);
    expect(notMember.status).toBe(403);
    expect(notMember.body.message).toBe('Only members of this group can schedule its meetups.');

    await joinGroup(app.http, outsider.token, group.id);
    const notTrainer = await app.http.post(
      '/api/meetups',
      aMeetup(group.id, { unregisteredAttendees: 3 }),
      outsider.token,
    );
    expect(notTrainer.status).toBe(403);
    expect(notTrainer.body.message).toBe('Only professional trainers can add private members.');

    const trainer = await registerUser(app.http, { isTrainer: true });
    await joinGroup(app.http, trainer.token, group.id);
    const withClients = await scheduleMeetup(app.http, trainer.token, group.id, {
      unregisteredAttendees: 3,
      maxAttendees: 10,
    });
    expect(withClients).toMatchObject({ unregisteredAttendees: 3, placesLeft: 7 });
  });
});
