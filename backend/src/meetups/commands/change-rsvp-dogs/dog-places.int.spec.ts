import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { addDog } from '../../../../test/support/dogs.js';
import { createGroup } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('RSVPs: places per dog, a size mix the waitlist respects, calm arrival slots', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  async function organizerAndMeetup(overrides: Record<string, unknown>) {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, overrides);
    return { organizer, meetup };
  }
  async function ownerWith(...sizes: (string | null)[]) {
    const owner = await registerUser(app.http);
    const dogs = [];
    for (const [index, sizeClass] of sizes.entries())
      dogs.push(await addDog(app.http, owner.token, { name: `Dog ${index}`, sizeClass }));
    return { ...owner, dogs: dogs.map((dog: { id: string }) => dog.id) };
  }
  const rsvp = (meetupId: string, token: string, body: Record<string, unknown>) =>
    app.http.post(`/api/meetups/${meetupId}/rsvp`, body, token);

  it('counts a place per dog, shows places left in people and dogs, and asks for dogs to go', async () => {
    const { meetup } = await organizerAndMeetup({ dogLimit: 3, sizeLimits: { large: 1 } });
    expect(meetup).toMatchObject({
      dogLimit: 3,
      sizeLimits: { large: 1 },
      dogsGoing: 0,
      dogPlacesLeft: 3,
      sizePlacesLeft: { large: 1 },
    });
    const owner = await ownerWith('small', 'medium');
    const going = await rsvp(meetup.id, owner.token, { dogIds: owner.dogs });
    expect(going.status, going.text).toBe(200);
    expect(going.body.meetup).toMatchObject({
      currentAttendees: 1,
      placesLeft: 19,
      dogsGoing: 2,
      dogPlacesLeft: 1,
    });
    const noDogs = await rsvp(meetup.id, (await registerUser(app.http)).token, {});
    expect(noDogs.status).toBe(400);
    expect(noDogs.body.message).toBe(
      'Choose the dogs coming: this meetup counts a place for each dog.',
    );
    // Dogs without a size class cannot take a place where sizes are limited.
    const unsized = await ownerWith(null);
    const refused = await rsvp(meetup.id, unsized.token, { dogIds: unsized.dogs });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'MEETUPS.DOG_SIZE_REQUIRED',
      message: "Add Dog 0's size class to their profile: this meetup limits places by size.",
    });
    const tooMany = await ownerWith('large', 'large');
    expect((await rsvp(meetup.id, tooMany.token, { dogIds: tooMany.dogs })).body.message).toBe(
      'This meetup takes at most 1 large dog in all.',
    );
  });

  it('waitlists a large dog over the size limit and promotes it when a large dog leaves, past an earlier answer that cannot fit', async () => {
    const { meetup } = await organizerAndMeetup({ dogLimit: 4, sizeLimits: { large: 1 } });
    const first = await ownerWith('large', 'small');
    const second = await ownerWith('large');
    const third = await ownerWith('small', 'small', 'toy');
    expect((await rsvp(meetup.id, first.token, { dogIds: first.dogs })).body.rsvp.status).toBe(
      'going',
    );
    const queued = await rsvp(meetup.id, second.token, { dogIds: second.dogs });
    expect(queued.body.rsvp).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(queued.body.meetup).toMatchObject({ dogsGoing: 2, sizePlacesLeft: { large: 0 } });
    expect((await rsvp(meetup.id, third.token, { dogIds: third.dogs })).body.rsvp).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 2,
    });
    // The first brings only the small dog: two dog places, but no large place, free up.
    const change = await app.http.put(
      `/api/meetups/${meetup.id}/rsvp/dogs`,
      { dogIds: [first.dogs[1]] },
      first.token,
    );
    expect(change.status, change.text).toBe(200);
    expect(change.body.rsvp).toMatchObject({ status: 'going', dogIds: [first.dogs[1]] });
    expect(change.body.meetup).toMatchObject({ dogsGoing: 2, sizePlacesLeft: { large: 0 } });
    // The large place went to the second, first in line; the third's three dogs do not fit.
    expect((await app.http.get(`/api/meetups/${meetup.id}/rsvp`, second.token)).body.status).toBe(
      'going',
    );
    expect((await app.http.get(`/api/meetups/${meetup.id}/rsvp`, third.token)).body).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
  });

  it('changes the dogs on an answer as its own command, refusing dogs that do not fit', async () => {
    const { meetup, organizer } = await organizerAndMeetup({ dogLimit: 2 });
    const owner = await ownerWith('small', 'medium', 'toy');
    const other = await ownerWith('small');
    const body = (dogIds: string[]) => ({ dogIds });
    const put = (token: string, dogIds: string[]) =>
      app.http.put(`/api/meetups/${meetup.id}/rsvp/dogs`, body(dogIds), token);
    expect((await put(owner.token, owner.dogs.slice(0, 1))).body).toMatchObject({
      code: 'MEETUPS.NO_RSVP',
    });
    await rsvp(meetup.id, owner.token, { dogIds: owner.dogs.slice(0, 1) });
    await rsvp(meetup.id, other.token, { dogIds: other.dogs });
    const refused = await put(owner.token, owner.dogs.slice(0, 2));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'There is 1 dog place left for your dogs. Your answer stays as it was.',
    );
    expect((await put(owner.token, [other.dogs[0]!])).body.message).toBe(
      'You can only bring your own dogs.',
    );
    const swapped = await put(owner.token, [owner.dogs[2]!]);
    expect(swapped.body.rsvp.dogIds).toEqual([owner.dogs[2]]);
    const history = await app.http.get(`/api/meetups/${meetup.id}/history`, organizer.token);
    expect(history.body.entries.at(-1)).toMatchObject({
      type: 'RsvpDogsChanged',
      dogCount: 1,
      sentence: expect.stringMatching(/changed their dogs: now with 1 dog\.$/),
      attendanceAfter: { dogs: 2, dogLimit: 2 },
    });
    // The organizer may not set fewer dog places than dogs going, and may lift the limit.
    const lower = await app.http.put(`/api/meetups/${meetup.id}`, { dogLimit: 1 }, organizer.token);
    expect(lower.status).toBe(409);
    expect(lower.body.code).toBe('MEETUPS.OVER_DOG_LIMIT');
    const lifted = await app.http.put(
      `/api/meetups/${meetup.id}`,
      { dogLimit: null, sizeLimits: {} },
      organizer.token,
    );
    expect(lifted.status, lifted.text).toBe(200);
    expect(lifted.body).toMatchObject({ dogLimit: null, dogPlacesLeft: null, sizeLimits: {} });
  });

  it('holds calm arrival slots like any other place, and shows the slot and "needs space" on the list', async () => {
    const { meetup, organizer } = await organizerAndMeetup({
      calm: true,
      arrivalSlots: { everyMinutes: 30, dogsPerSlot: 2 },
    });
    expect(meetup).toMatchObject({
      calm: true,
      arrivalSlots: { everyMinutes: 30, dogsPerSlot: 2 },
    });
    expect(meetup.slots.map((slot: { offset: number }) => slot.offset)).toEqual([0, 30, 60, 90]);
    const owner = await registerUser(app.http);
    const shy = await addDog(app.http, owner.token, { name: 'Shy', needsSpace: true });
    const bold = await addDog(app.http, owner.token, { name: 'Bold' });
    const dogIds = [shy.id, bold.id];
    expect((await rsvp(meetup.id, owner.token, { dogIds })).body.code).toBe(
      'MEETUPS.SLOT_REQUIRED',
    );
    expect((await rsvp(meetup.id, owner.token, { dogIds, arrivalSlot: 15 })).body.code).toBe(
      'MEETUPS.NO_SUCH_SLOT',
    );
    const going = await rsvp(meetup.id, owner.token, { dogIds, arrivalSlot: 30 });
    expect(going.body.rsvp).toMatchObject({ status: 'going', arrivalSlot: 30 });
    expect(going.body.meetup.slots[1]).toMatchObject({ offset: 30, dogsGoing: 2, placesLeft: 0 });
    const late = await ownerWith('small');
    expect(
      (await rsvp(meetup.id, late.token, { dogIds: late.dogs, arrivalSlot: 30 })).body.rsvp.status,
    ).toBe('waitlisted');
    const moved = await app.http.put(
      `/api/meetups/${meetup.id}/rsvp/dogs`,
      { dogIds: late.dogs, arrivalSlot: 0 },
      late.token,
    );
    expect(moved.body.rsvp).toMatchObject({ status: 'going', arrivalSlot: 0 });
    const attendees = (await app.http.get(`/api/meetups/${meetup.id}/attendees`, late.token)).body;
    const entry = attendees.find((each: { dogs: unknown[] }) => each.dogs.length === 2);
    expect(entry).toMatchObject({
      arrivalSlot: 30,
      dogs: [
        { name: 'Shy', needsSpace: true },
        { name: 'Bold', needsSpace: false },
      ],
    });
    const history = await app.http.get(`/api/meetups/${meetup.id}/history`, organizer.token);
    expect(
      history.body.entries.map((each: { sentence: string }) => each.sentence).join('\n'),
    ).toMatch(/is going with 2 dogs, arriving 30 minutes after the start\./);
  });

  it('answers bad limits with a message naming them', async () => {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const post = (overrides: Record<string, unknown>) =>
      app.http.post(
        '/api/meetups',
        {
          groupId: group.id,
          title: 'Calm walk',
          description: 'Slow',
          location: '1 Park Rd, Austin, TX 78701, USA',
          date: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
          ...overrides,
        },
        organizer.token,
      );
    expect((await post({ dogLimit: 0 })).body.message).toBe(
      'Dog places must be a whole number from 1 to 200',
    );
    expect((await post({ sizeLimits: { huge: 2 } })).status).toBe(400);
    expect((await post({ arrivalSlots: { everyMinutes: 1, dogsPerSlot: 2 } })).body.message).toBe(
      'Arrival slots must be 5 to 120 minutes apart',
    );
  });
});
