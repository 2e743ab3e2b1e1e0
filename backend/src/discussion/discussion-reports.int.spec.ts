import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { registerAdmin } from '../../test/support/admin.js';
import { createGroup, joinThroughRequest } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { REMOVED_TEXT } from '../contracts/personal-data.js';
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

  it('shows the queue a reported post’s and reply’s words as they are now: edited, hidden, deleted, or removed with their author', async () => {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const member = await registerUser(app.http);
    await joinThroughRequest(app.http, organizer.token, member.token, group.id);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id);
    const write = async (token: string, text: string, replyTo?: string) => {
      const written = await app.http.post(
        `/api/meetups/${meetup.id}/discussion`,
        { text, ...(replyTo && { replyTo }) },
        token,
      );
      expect(written.status, written.text).toBe(201);
      return written.body.id as string;
    };
    const report = async (token: string, target: object) => {
      const filed = await app.http.post('/api/reports', { target, reason: 'spam' }, token);
      expect(filed.status, filed.text).toBe(201);
      return filed.body.id as string;
    };
    const postId = await write(member.token, 'Cheap leashes at my shop');
    const replyId = await write(member.token, 'Discount code WOOF', postId);
    const deletedId = await write(member.token, 'Buy buy buy');
    const onPost = await report(organizer.token, { kind: 'discussion', id: postId });
    const onReply = await report(organizer.token, { kind: 'discussion', id: replyId, postId });
    const onDeleted = await report(organizer.token, { kind: 'discussion', id: deletedId });

    const admin = await registerAdmin(app.http, app.engines.eventStore);
    const queued = async (id: string) => {
      const queue = await app.http.get(
        '/api/admin/moderation/reports?status=all&kind=discussion',
        admin.token,
      );
      expect(queue.status, queue.text).toBe(200);
      return (queue.body as { id: string; content: string | null; hidden: boolean }[]).find(
        (entry) => entry.id === id,
      );
    };
    expect(await queued(onPost)).toMatchObject({
      content: 'Cheap leashes at my shop',
      hidden: false,
    });
    expect(await queued(onReply)).toMatchObject({ content: 'Discount code WOOF', hidden: false });

    const edited = await app.http.put(
      `/api/discussion/${postId}?reply=${replyId}`,
      { text: 'Discount code BARK' },
      member.token,
    );
    expect(edited.status, edited.text).toBe(200);
    expect(await queued(onReply)).toMatchObject({ content: 'Discount code BARK' });

    const deleted = await app.http.request('DELETE', `/api/discussion/${deletedId}`, {
      token: member.token,
    });
    expect(deleted.status, deleted.text).toBe(204);
    await expect.poll(async () => (await queued(onDeleted))?.content).toBeNull();

    // Hiding the post hides its replies with it: both reports say so, words kept for the record.
    const hidden = await app.http.post(
      `/api/admin/moderation/reports/${onPost}/hide`,
      { reason: 'Advertising' },
      admin.token,
    );
    expect(hidden.status, hidden.text).toBe(200);
    expect(await queued(onPost)).toMatchObject({
      content: 'Cheap leashes at my shop',
      hidden: true,
    });
    expect(await queued(onReply)).toMatchObject({ content: 'Discount code BARK', hidden: true });

    // A deleted account's words do not come back through the queue.
    const gone = await app.http.request('DELETE', '/api/users/me', {
      body: { password: member.password },
      token: member.token,
    });
    expect(gone.status, gone.text).toBe(204);
    await expect.poll(async () => (await queued(onPost))?.content).toBe(REMOVED_TEXT);
    expect(await queued(onReply)).toMatchObject({ content: REMOVED_TEXT });
    const queue = await app.http.get('/api/admin/moderation/reports?status=all', admin.token);
    for (const words of ['Cheap leashes', 'WOOF', 'BARK', 'Buy buy'])
      expect(queue.text).not.toContain(words);
  });
});
