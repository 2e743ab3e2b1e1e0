import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { addDog } from '../../../../test/support/dogs.js';
import { createGroup } from '../../../../test/support/groups.js';
import { arrivalOrder, rsvpAtOnce, scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('RSVPs: one status per person, capacity and a fair waitlist', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  async function aMeetupWith(places: number) {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    return scheduleMeetup(app.http, organizer.token, group.id, { maxAttendees: places });
  }

  it('sets, changes and clears one status per person, with their own dogs only', async () => {
    const meetup = await aMeetupWith(20);
    const owner = await registerUser(app.http);
    const dog = await addDog(app.http, owner.token, { name: 'Fig' });
    const someoneElsesDog = await addDog(app.http, (await registerUser(app.http)).token);

    const going = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { dogIds: [dog.id] },
      owner.token,
    );
    expect(going.status).toBe(200);
    expect(going.body.rsvp).toEqual({
      status: 'going',
      dogIds: [dog.id],
      arrivalSlot: null,
      waitlistPosition: null,
    });
    expect(going.body.meetup).toMatchObject({ currentAttendees: 1, placesLeft: 19 });

    const maybe = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'maybe' },
      owner.token,
    );
    expect(maybe.body.rsvp.status).toBe('maybe');
    expect(maybe.body.meetup.attendance).toEqual({
      going: 0,
      maybe: 1,
      notGoing: 0,
      waitlisted: 0,
    });

    const cleared = await app.http.delete(`/api/meetups/${meetup.id}/rsvp`, owner.token);
    expect(cleared.body.rsvp).toEqual({
      status: null,
      dogIds: [],
      arrivalSlot: null,
      waitlistPosition: null,
    });
    expect(
      (await app.http.get(`/api/meetups/${meetup.id}/rsvp`, owner.token)).body.status,
    ).toBeNull();

    const notMine = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { dogIds: [someoneElsesDog.id] },
      owner.token,
    );
    expect(notMine.status).toBe(400);
    expect(notMine.body.message).toBe('You can only bring your own dogs.');
    expect(
      (await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'yes' }, owner.token))
        .status,
    ).toBe(400);
  });

  it('lets exactly 20 of 200 simultaneous RSVPs go and queues 180 in arrival order; cancellations promote the first', async () => {
    const meetup = await aMeetupWith(20);
    const people = await Promise.all(Array.from({ length: 200 }, () => registerUser(app.http)));
    const ids = await Promise.all(
      people.map(async (person) => (await app.http.get('/api/profile', person.token)).body.id),
    );
    await rsvpAtOnce(app.http, meetup.id, people);

    // Arrival order is the order the meetup's stream recorded the answers. The list pages (50).
    const attendees = await app.http.all(`/api/meetups/${meetup.id}/attendees`, people[0]!.token);
    const going = attendees.filter(
      (attendee: { rsvpStatus: string }) => attendee.rsvpStatus === 'going',
    );
    const queued = attendees.filter(
      (attendee: { rsvpStatus: string }) => attendee.rsvpStatus === 'waitlisted',
    );
    expect(going).toHaveLength(20);
    expect(queued).toHaveLength(180);
    expect(
      queued.map((attendee: { waitlistPosition: number }) => attendee.waitlistPosition),
    ).toEqual(Array.from({ length: 180 }, (_, i) => i + 1));
    const arrival = await arrivalOrder(app.engines.eventStore, meetup.id);
    expect(going.map((attendee: { user: { id: string } }) => attendee.user.id)).toEqual(
      arrival.slice(0, 20),
    );
    expect(queued.map((attendee: { user: { id: string } }) => attendee.user.id)).toEqual(
      arrival.slice(20),
    );
    expect(new Set(arrival)).toEqual(new Set(ids));

    // Five of those going cancel: the first five in the queue are going, in order.
    const firstQueued = arrival.slice(20, 25);
    const leavers = arrival.slice(0, 5).map((id) => people[ids.indexOf(id)]!);
    await Promise.all(
      leavers.map((person) => app.http.delete(`/api/meetups/${meetup.id}/rsvp`, person.token)),
    );
    const after = await app.http.all(`/api/meetups/${meetup.id}/attendees`, people[0]!.token);
    const nowGoing = after
      .filter((attendee: { rsvpStatus: string }) => attendee.rsvpStatus === 'going')
      .map((attendee: { user: { id: string } }) => attendee.user.id);
    expect(nowGoing).toHaveLength(20);
    expect(nowGoing).toEqual(expect.arrayContaining(firstQueued));
    const sixth = people[ids.indexOf(arrival[25]!)]!;
    expect((await app.http.get(`/api/meetups/${meetup.id}/rsvp`, sixth.token)).body).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    expect((await app.http.get(`/api/meetups/${meetup.id}`, sixth.token)).body).toMatchObject({
      currentAttendees: 20,
      placesLeft: 0,
      attendance: { waitlisted: 175 },
    });
  }, 120_000);

  it('refuses RSVPs to a meetup that has started', async () => {
    const meetup = await aMeetupWith(20);
    const owner = await registerUser(app.http);
    // Nothing moves a meetup into the past: time passes. The server's clock is moved past its start.
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const startsAt = new Date(Date.now() + 60 * 60_000);
    const soon = await scheduleMeetup(app.http, organizer.token, group.id, {
      date: startsAt.toISOString(),
    });
    const clock = app.app.get<Clock>(CLOCK);
    const later = vi.spyOn(clock, 'now').mockReturnValue(new Date(startsAt.getTime() + 60_000));
    try {
      const late = await app.http.post(
        `/api/meetups/${soon.id}/rsvp`,
        { status: 'going' },
        owner.token,
      );
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This meetup has already happened: RSVPs are closed.');
    } finally {
      later.mockRestore();
    }
    expect(
      (await app.http.post(`/api/meetups/${soon.id}/rsvp`, { status: 'going' }, owner.token))
        .status,
    ).toBe(200);
    expect(
      (await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, owner.token))
        .status,
    ).toBe(200);
  });

  it('needs a token, and knows no unknown meetups', async () => {
    const { token } = await registerUser(app.http);
    expect((await app.http.post('/api/meetups/nope/rsvp', { status: 'going' }, token)).status).toBe(
      404,
    );
    expect((await app.http.post('/api/meetups/nope/rsvp', { status: 'going' })).status).toBe(401);
  });
});
