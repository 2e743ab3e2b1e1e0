import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { registerAdmin } from '../../test/support/admin.js';
import { createGroup, joinThroughRequest } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

describe('reporting a meetup discussion post through the moderation queue', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lets a member report a reply, an administrator hide it, and an outsider find nothing to report', async () => {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token, { isPrivate: true });
    const member = await registerUser(app.http);
    await joinThroughRequest(app.http, organizer.token, member.token, group.id);
    const stranger = await registerUser(app.http);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id);
    const post = (
      await app.http.post(`/api/meetups/${meetup.id}/discussion`, { text: 'Gate?' }, member.token)
    ).body;
    const reply = (
      await app.http.post(
        `/api/meetups/${meetup.id}/discussion`,
        { text: 'Rude words', replyTo: post.id },
        organizer.token,
      )
    ).body;
    const target = { kind: 'discussion', id: reply.id, postId: post.id };

    const outside = await app.http.post(
      '/api/reports',
      { target, reason: 'harassment' },
      stranger.token,
    );
    expect(outside.status).toBe(404);
    const filed = await app.http.post(
      '/api/reports',
      { target, reason: 'harassment' },
      member.token,
    );
    expect(filed.status, filed.text).toBe(201);

    const admin = await registerAdmin(app.http, app.engines.eventStore);
    const hidden = await app.http.post(
      `/api/admin/moderation/reports/${filed.body.id}/hide`,
      { reason: 'Name-calling' },
      admin.token,
    );
    expect(hidden.status, hidden.text).toBe(200);
    const thread = await app.http.get(`/api/meetups/${meetup.id}/discussion`, member.token);
    expect(thread.body.posts[0].replies).toEqual([]);
  });
});
