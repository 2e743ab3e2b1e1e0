import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { changeGroupKind, createGroup, joinGroup } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('POST /api/groups/{id}/leave', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const idOf = async (token: string) => (await app.http.get('/api/profile', token)).body.id;
  const rsvp = (meetupId: string, token: string, status = 'going') =>
    app.http.post(`/api/meetups/${meetupId}/rsvp`, { status }, token);

  it('withdraws the leaver’s RSVPs to the group’s upcoming meetups at once, and the waitlist moves up', async () => {
    // A trainer's four private clients leave one place of five.
    const organizer = await registerUser(app.http, { isTrainer: true });
    const group = await createGroup(app.http, organizer.token);
    const [leaver, waiting, other] = await Promise.all([
      registerUser(app.http),
      registerUser(app.http),
      registerUser(app.http),
    ]);
    for (const person of [leaver, waiting]) await joinGroup(app.http, person.token, group.id);
    await changeGroupKind(app.http, organizer.token, group.id, 'private');
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      maxAttendees: 5,
      unregisteredAttendees: 4,
    });
    const later = await scheduleMeetup(app.http, organizer.token, group.id, {
      title: 'Evening sniff walk',
    });
    // A meetup of another group keeps the leaver's answer.
    const elsewhere = await scheduleMeetup(
      app.http,
      other.token,
      (await createGroup(app.http, other.token)).id,
    );

    expect((await rsvp(meetup.id, leaver.token)).body.rsvp.status).toBe('going');
    expect((await rsvp(meetup.id, waiting.token)).body.rsvp).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    expect((await rsvp(later.id, leaver.token, 'maybe')).status).toBe(200);
    expect((await rsvp(elsewhere.id, leaver.token)).status).toBe(200);

    const left = await app.http.post(`/api/groups/${group.id}/leave`, undefined, leaver.token);
    expect(left.status, left.text).toBe(200);

    const attendees = await app.http.get(`/api/meetups/${meetup.id}/attendees`, organizer.token);
    expect(
      attendees.body.map((attendee: { user: { id: string }; rsvpStatus: string }) => [
        attendee.user.id,
        attendee.rsvpStatus,
      ]),
    ).toEqual([[await idOf(waiting.token), 'going']]);
    expect(
      (await app.http.get(`/api/meetups/${later.id}/attendees`, organizer.token)).body,
    ).toEqual([]);
    expect(
      (await app.http.get(`/api/meetups/${elsewhere.id}/rsvp`, leaver.token)).body.status,
    ).toBe('going');
    expect((await app.http.get(`/api/meetups/${meetup.id}`, organizer.token)).body).toMatchObject({
      currentAttendees: 1,
      placesLeft: 0,
      attendance: { going: 1, waitlisted: 0 },
    });
    // No longer a member of a private group: its meetups are not there for them to answer.
    expect((await rsvp(meetup.id, leaver.token)).status).toBe(404);

    const history = await app.http.get(`/api/meetups/${meetup.id}/history`, organizer.token);
    expect(history.body.entries.map((entry: { type: string }) => entry.type).slice(-2)).toEqual([
      'RsvpCleared',
      'WaitlistPromoted',
    ]);
  });

  it('leaves nothing to withdraw alone, and still refuses the creator', async () => {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const member = await registerUser(app.http);
    await joinGroup(app.http, member.token, group.id);
    const left = await app.http.post(`/api/groups/${group.id}/leave`, undefined, member.token);
    expect(left.body).toEqual({ left: true });
    const creator = await app.http.post(
      `/api/groups/${group.id}/leave`,
      undefined,
      organizer.token,
    );
    expect(creator.status).toBe(409);
  });
});
