import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, groupEventCount, joinGroup } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

/* Activities and levels on groups and the meetups that narrow them (docs/groups.md, docs/meetups.md). */
describe('activities and levels', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const reactive = { activities: ['reactive-dog-training', 'parallel-walk'], level: 'all' };

  it('creates a group with activities in the fixed order, and none known by default', async () => {
    const { token } = await registerUser(app.http);
    const group = await createGroup(app.http, token, reactive);
    expect(group).toMatchObject({
      activities: ['parallel-walk', 'reactive-dog-training'],
      level: 'all',
    });
    const plain = await createGroup(app.http, token);
    expect(plain).toMatchObject({ activities: [], level: 'all' });
    const listed = await app.http.get(`/api/groups/${group.id}`, token);
    expect(listed.body.activities).toEqual(['parallel-walk', 'reactive-dog-training']);
  });

  it.each([
    [{ activities: ['knitting'] }, 'Activities must be among'],
    [{ activities: 'hiking' }, 'activities must be a list of activities'],
    [{ level: 'expert' }, 'Level must be one of all, beginner, intermediate, advanced'],
  ])('refuses a group with %j', async (body, message) => {
    const { token } = await registerUser(app.http);
    const response = await app.http.post(
      '/api/groups',
      { name: 'Sniffers', description: 'Sniffing.', city: 'Austin', state: 'TX', ...body },
      token,
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('lets organizers change them, not members, and records nothing unchanged', async () => {
    const owner = await registerUser(app.http);
    const member = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token);
    await joinGroup(app.http, member.token, group.id);
    const path = `/api/groups/${group.id}/activities`;
    const before = await groupEventCount(app.engines.eventStore, group.id);

    const refused = await app.http.put(path, reactive, member.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the group’s organizers can do this.');
    const unknown = await app.http.put(path, { activities: ['napping'] }, owner.token);
    expect(unknown.status).toBe(400);
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before);

    const changed = await app.http.put(path, { ...reactive, level: 'beginner' }, owner.token);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      activities: ['parallel-walk', 'reactive-dog-training'],
      level: 'beginner',
    });
    await app.http.put(path, { ...reactive, level: 'beginner' }, owner.token);
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before + 1);
    expect((await app.http.put(path, {}, owner.token)).body).toMatchObject({
      activities: [],
      level: 'all',
    });
    expect((await app.http.put(path, reactive)).status).toBe(401);
  });

  it('gives a meetup its group’s, lets it narrow them, and refuses more with a clear message', async () => {
    const { token } = await registerUser(app.http);
    const group = await createGroup(app.http, token, { ...reactive, level: 'all' });
    const inherited = await scheduleMeetup(app.http, token, group.id);
    expect(inherited).toMatchObject({
      activities: ['parallel-walk', 'reactive-dog-training'],
      level: 'all',
    });
    const narrowed = await scheduleMeetup(app.http, token, group.id, {
      activities: ['parallel-walk'],
      level: 'beginner',
    });
    expect(narrowed).toMatchObject({ activities: ['parallel-walk'], level: 'beginner' });
    expect((await app.http.get(`/api/meetups/${narrowed.id}`)).body).toMatchObject({
      activities: ['parallel-walk'],
      level: 'beginner',
    });

    const wider = await app.http.post(
      '/api/meetups',
      { ...meetupBody(group.id), activities: ['off-leash-play'] },
      token,
    );
    expect(wider.status).toBe(400);
    expect(wider.body.message).toBe(
      'A meetup can only narrow its group’s activities (Parallel walk / low stimulation, Reactive-dog training): Off-leash play is not among them.',
    );
    const unknown = await app.http.post(
      '/api/meetups',
      { ...meetupBody(group.id), activities: ['zoomies'] },
      token,
    );
    expect(unknown.status).toBe(400);
  });

  it('keeps a meetup at its group’s level when the group has one', async () => {
    const { token } = await registerUser(app.http);
    const group = await createGroup(app.http, token, { level: 'advanced' });
    const meetup = await scheduleMeetup(app.http, token, group.id);
    expect(meetup).toMatchObject({ activities: [], level: 'advanced' });
    const edit = await app.http.put(`/api/meetups/${meetup.id}`, { level: 'beginner' }, token);
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('This group is for advanced dogs, so its meetups are too.');
    const narrowed = await app.http.put(
      `/api/meetups/${meetup.id}`,
      { activities: ['agility', 'obedience'] },
      token,
    );
    expect(narrowed.body).toMatchObject({
      activities: ['obedience', 'agility'],
      level: 'advanced',
    });
  });
});

function meetupBody(groupId: string) {
  return {
    groupId,
    title: 'Quiet loop',
    description: 'Space for everyone.',
    location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
    date: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
  };
}
