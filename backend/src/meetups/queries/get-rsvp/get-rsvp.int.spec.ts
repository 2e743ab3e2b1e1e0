import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinThroughRequest } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe("GET /api/meetups/{id}/rsvp: the caller's own answer, to a meetup they may see", () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let member: Awaited<ReturnType<typeof registerUser>>;
  let meetupId: string;

  beforeAll(async () => {
    app = await startTestApp();
    owner = await registerUser(app.http);
    member = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token, { isPrivate: true });
    await joinThroughRequest(app.http, owner.token, member.token, group.id);
    meetupId = (await scheduleMeetup(app.http, owner.token, group.id)).id;
    const rsvp = await app.http.post(
      `/api/meetups/${meetupId}/rsvp`,
      { status: 'going' },
      member.token,
    );
    expect(rsvp.status, rsvp.text).toBe(200);
  });
  afterAll(() => app.close());

  it("gives a private group's members their answer", async () => {
    const mine = await app.http.get(`/api/meetups/${meetupId}/rsvp`, member.token);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body).toEqual({
      status: 'going',
      dogIds: [],
      arrivalSlot: null,
      waitlistPosition: null,
    });
  });

  it('answers non-members of a private group as for a meetup that does not exist: 404, not an empty answer', async () => {
    const outsider = await registerUser(app.http);
    const hidden = await app.http.get(`/api/meetups/${meetupId}/rsvp`, outsider.token);
    const unknown = await app.http.get('/api/meetups/nope/rsvp', outsider.token);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ code: 'MEETUPS.NOT_FOUND', message: 'Meetup not found' });
    expect(unknown.status).toBe(404);
    expect(hidden.body.message).toBe(unknown.body.message);
  });
});
