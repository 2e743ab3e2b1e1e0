import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { addDog } from '../../../../test/support/dogs.js';
import { createGroup, joinGroup } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

/*
 * Issue 30: a meetup counts each dog at the size it had when named, so a
 * dog made "large" after answering would put a meetup over its large-dog
 * limit. The edit is refused while such an answer stands, and allowed once
 * the dog is off it; answering again then meets the limit at the new size.
 */
describe('changing the size class of a dog answered for a size-limited meetup', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('is refused while the dog is going, appends nothing, and is allowed once the dog is off the RSVP', async () => {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      title: 'Calm Sniff',
      dogLimit: 4,
      sizeLimits: { large: 1 },
    });
    const big = await registerUser(app.http);
    const small = await registerUser(app.http);
    for (const owner of [big, small]) await joinGroup(app.http, owner.token, group.id);
    const bruno = await addDog(app.http, big.token, { name: 'Bruno', sizeClass: 'large' });
    const pip = await addDog(app.http, small.token, { name: 'Pip', sizeClass: 'medium' });
    for (const [owner, dog] of [
      [big, bruno],
      [small, pip],
    ] as const) {
      const answer = await app.http.post(
        `/api/meetups/${meetup.id}/rsvp`,
        { status: 'going', dogIds: [dog.id] },
        owner.token,
      );
      expect(answer.body.rsvp?.status, answer.text).toBe('going');
    }

    const head = await app.engines.eventStore.headPosition();
    const refused = await app.http.put(`/api/dogs/${pip.id}`, { sizeClass: 'large' }, small.token);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'DOGS.SIZE_HELD_BY_RSVP',
      message:
        'Pip is answered for "Calm Sniff", which limits places by dog size: take Pip off that RSVP first, then change the size class and answer again.',
    });
    expect(await app.engines.eventStore.headPosition()).toBe(head);
    // The meetup still holds one large dog.
    const shown = await app.http.get(`/api/meetups/${meetup.id}`, organizer.token);
    expect(shown.body).toMatchObject({ sizePlacesLeft: { large: 0 } });
    // Other fields still change.
    expect(
      (await app.http.put(`/api/dogs/${pip.id}`, { bio: 'Grew fast' }, small.token)).status,
    ).toBe(200);

    // Off the RSVP, the size changes; answering again meets the large-dog limit: the queue.
    const off = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'not_going' },
      small.token,
    );
    expect(off.status, off.text).toBe(200);
    const changed = await app.http.put(`/api/dogs/${pip.id}`, { sizeClass: 'large' }, small.token);
    expect(changed.status, changed.text).toBe(200);
    const again = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'going', dogIds: [pip.id] },
      small.token,
    );
    expect(again.body.rsvp?.status, again.text).toBe('waitlisted');
  });
});
