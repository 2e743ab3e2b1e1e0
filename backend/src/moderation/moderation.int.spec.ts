import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { registerAdmin } from '../../test/support/admin.js';
import { createGroup, joinGroup, userIdOf } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { connect } from '../../test/support/sockets.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

describe('moderation over HTTP', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await registerAdmin(app.http, app.engines.eventStore);
  });
  afterAll(() => app.close());

  /** A public group with an organizer, two members and a post by the second. */
  async function groupWithPost() {
    const organizer = await registerUser(app.http, { firstName: 'Olga' });
    const group = await createGroup(app.http, organizer.token);
    const member = await registerUser(app.http, { firstName: 'Mina' });
    const author = await registerUser(app.http, { firstName: 'Rex', lastName: 'Rude' });
    await joinGroup(app.http, member.token, group.id);
    await joinGroup(app.http, author.token, group.id);
    const post = await app.http.post(
      `/api/groups/${group.id}/posts`,
      { content: 'Your dog is a menace' },
      author.token,
    );
    expect(post.status, post.text).toBe(201);
    const authorId = await userIdOf(app.http, author.token);
    return { organizer, group, member, author, authorId, post: post.body };
  }

  const feedOf = async (groupId: string, token: string) =>
    ((await app.http.get(`/api/groups/${groupId}/posts`, token)).body as { id: string }[]).map(
      (post) => post.id,
    );

  it('takes a member’s report of a post into the admin queue, and hiding it empties every feed', async () => {
    const { group, member, author, authorId, post } = await groupWithPost();
    const report = await app.http.post(
      '/api/reports',
      {
        target: { kind: 'post', id: post.id },
        reason: 'harassment',
        details: 'Aimed at my dog',
      },
      member.token,
    );
    expect(report.status, report.text).toBe(201);
    expect(report.body.message).toBe(
      'Thanks for telling us. An administrator will look at your report.',
    );

    const queue = await app.http.get('/api/admin/moderation/reports', admin.token);
    expect(queue.status, queue.text).toBe(200);
    expect(queue.body.find((entry: { id: string }) => entry.id === report.body.id)).toMatchObject({
      target: { kind: 'post', id: post.id },
      reason: 'harassment',
      details: 'Aimed at my dog',
      reporter: { name: 'Mina Lopez' },
      subject: { id: authorId, name: 'Rex Rude' },
      group: { id: group.id },
      content: 'Your dog is a menace',
      hidden: false,
    });

    const hidden = await app.http.post(
      `/api/admin/moderation/reports/${report.body.id}/hide`,
      { reason: 'Harassment' },
      admin.token,
    );
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body).toEqual({
      id: report.body.id,
      status: 'resolved',
      action: 'content-hidden',
    });
    expect(await feedOf(group.id, member.token)).not.toContain(post.id);
    expect(await feedOf(group.id, author.token)).not.toContain(post.id);
    expect((await app.http.get(`/api/posts/${post.id}/comments`, member.token)).status).toBe(404);
    const after = await app.http.get('/api/admin/moderation/reports', admin.token);
    expect(after.body.map((entry: { id: string }) => entry.id)).not.toContain(report.body.id);
    // A report is dealt with once.
    const again = await app.http.post(
      `/api/admin/moderation/reports/${report.body.id}/dismiss`,
      { reason: 'Fine' },
      admin.token,
    );
    expect(again.status).toBe(409);
  });

  it('refuses reports of nothing, of oneself, and with a reason off the list', async () => {
    const { member, author, post } = await groupWithPost();
    const file = (body: unknown, token = member.token) =>
      app.http.post('/api/reports', body, token);
    const missing = await file({ target: { kind: 'post', id: 'nope' }, reason: 'spam' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('What you are reporting could not be found.');
    const own = await file({ target: { kind: 'post', id: post.id }, reason: 'spam' }, author.token);
    expect(own.status).toBe(400);
    const badReason = await file({ target: { kind: 'post', id: post.id }, reason: 'meh' });
    expect(badReason.status).toBe(400);
    expect(badReason.text).toContain('Choose a reason from the list');
    const tooLong = await file({
      target: { kind: 'member', id: await userIdOf(app.http, author.token) },
      reason: 'other',
      details: 'x'.repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect((await file({ target: { kind: 'post', id: post.id }, reason: 'spam' }, '')).status).toBe(
      401,
    );
  });

  it('finds nothing to report in a private group for an outsider: its content stays private', async () => {
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token, { isPrivate: true });
    const secret = await app.http.post(
      `/api/groups/${group.id}/posts`,
      { content: 'Members only' },
      owner.token,
    );
    const meetup = await scheduleMeetup(app.http, owner.token, group.id);
    const outsider = await registerUser(app.http);
    for (const target of [
      { kind: 'post', id: secret.body.id },
      { kind: 'meetup', id: meetup.id },
    ]) {
      const report = await app.http.post(
        '/api/reports',
        { target, reason: 'spam' },
        outsider.token,
      );
      expect(report.status, target.kind).toBe(404);
    }
  });

  it('keeps every moderation endpoint to administrators: 401 anonymous, 403 members', async () => {
    const member = await registerUser(app.http);
    const calls = [
      () => ['GET', '/api/admin/moderation/reports', undefined] as const,
      () => ['POST', '/api/admin/moderation/reports/r1/dismiss', { reason: 'x' }] as const,
      () => ['POST', '/api/admin/moderation/reports/r1/hide', { reason: 'x' }] as const,
      () => ['POST', '/api/admin/moderation/reports/r1/suspend', { reason: 'x', days: 1 }] as const,
      () => ['GET', '/api/admin/moderation/suspensions', undefined] as const,
      () => ['POST', '/api/admin/moderation/suspensions/u1/reinstate', { reason: 'x' }] as const,
    ];
    for (const call of calls) {
      const [method, path, body] = call();
      expect((await app.http.request(method, path, { body })).status, path).toBe(401);
      expect(
        (await app.http.request(method, path, { body, token: member.token })).status,
        path,
      ).toBe(403);
    }
  });

  it('hides a blocked member’s posts and comments from the blocker only, until unblocked', async () => {
    const { group, member, organizer, author, authorId, post } = await groupWithPost();
    const comment = await app.http.post(
      `/api/posts/${post.id}/comments`,
      { content: 'And another thing' },
      author.token,
    );
    expect(comment.status, comment.text).toBe(201);
    const organizerPost = await app.http.post(
      `/api/groups/${group.id}/posts`,
      { content: 'Walk at 8' },
      organizer.token,
    );
    await app.http.post(
      `/api/posts/${organizerPost.body.id}/comments`,
      { content: 'Me too' },
      author.token,
    );

    const blocked = await app.http.post(`/api/users/${authorId}/block`, undefined, member.token);
    expect(blocked.status, blocked.text).toBe(200);
    expect(blocked.body).toEqual({ userId: authorId, blocked: true });
    expect(await feedOf(group.id, member.token)).toEqual([organizerPost.body.id]);
    const feed = (await app.http.get(`/api/groups/${group.id}/posts`, member.token)).body;
    expect(feed[0].comments).toEqual([]);
    expect((await app.http.get(`/api/posts/${post.id}/comments`, member.token)).status).toBe(404);
    // Everyone else still sees them.
    expect(await feedOf(group.id, organizer.token)).toContain(post.id);

    const list = await app.http.get('/api/blocks', member.token);
    expect(list.body).toEqual([expect.objectContaining({ id: authorId, name: 'Rex Rude' })]);
    expect((await app.http.delete(`/api/users/${authorId}/block`, member.token)).body).toEqual({
      userId: authorId,
      blocked: false,
    });
    expect(await feedOf(group.id, member.token)).toContain(post.id);
    expect((await app.http.get('/api/blocks', member.token)).body).toEqual([]);

    const self = await app.http.post(
      `/api/users/${await userIdOf(app.http, member.token)}/block`,
      undefined,
      member.token,
    );
    expect(self.status).toBe(400);
    expect((await app.http.post('/api/users/nobody/block', undefined, member.token)).status).toBe(
      404,
    );
  });

  it('refuses a blocked member’s RSVP to the blocker’s meetups and their joining the blocker’s groups, appending nothing', async () => {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const meetup = await scheduleMeetup(app.http, organizer.token, null);
    const pest = await registerUser(app.http);
    const pestId = await userIdOf(app.http, pest.token);
    await app.http.post(`/api/users/${pestId}/block`, undefined, organizer.token);

    const head = await app.engines.eventStore.headPosition();
    const rsvp = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'going' },
      pest.token,
    );
    expect(rsvp.status).toBe(403);
    expect(rsvp.body.message).toBe('The organizer is not taking your RSVP to this meetup.');
    const join = await app.http.post(`/api/groups/${group.id}/join`, undefined, pest.token);
    expect(join.status).toBe(403);
    expect(join.body.message).toBe('This group is not accepting you as a member.');
    const ask = await app.http.post(
      `/api/groups/${group.id}/join-requests`,
      { message: 'Please', dogIds: [], houseRulesAccepted: true, inviteCode: null },
      pest.token,
    );
    expect(ask.status).toBe(403);
    expect(await app.engines.eventStore.headPosition()).toBe(head);

    // Someone else is unaffected.
    const other = await registerUser(app.http);
    expect(
      (await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, other.token))
        .status,
    ).toBe(200);
  });

  it('lets organizers hide a post or comment in their group, saying why; members cannot', async () => {
    const { group, member, organizer, author, post } = await groupWithPost();
    const comment = await app.http.post(
      `/api/posts/${post.id}/comments`,
      { content: 'Rude' },
      author.token,
    );
    const refused = await app.http.post(
      `/api/posts/${post.id}/hide`,
      { reason: 'x' },
      member.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the group’s organizers can hide posts.');
    const noReason = await app.http.post(
      `/api/posts/${post.id}/hide`,
      { reason: ' ' },
      organizer.token,
    );
    expect(noReason.status).toBe(400);

    const hideComment = await app.http.post(
      `/api/posts/${post.id}/comments/${comment.body.id}/hide`,
      { reason: 'Name-calling' },
      organizer.token,
    );
    expect(hideComment.status, hideComment.text).toBe(204);
    expect((await app.http.get(`/api/posts/${post.id}/comments`, member.token)).body).toEqual([]);
    const hide = await app.http.post(
      `/api/posts/${post.id}/hide`,
      { reason: 'Off topic' },
      organizer.token,
    );
    expect(hide.status, hide.text).toBe(204);
    expect(await feedOf(group.id, member.token)).not.toContain(post.id);
    expect(await feedOf(group.id, organizer.token)).not.toContain(post.id);
    // Closed to comments and likes.
    expect(
      (await app.http.post(`/api/posts/${post.id}/comments`, { content: 'hi' }, member.token))
        .status,
    ).toBe(404);
  });

  it('suspends a reported member: their token stops working over HTTP and sockets, and signing in says why', async () => {
    const reporter = await registerUser(app.http);
    const troll = await registerUser(app.http);
    const trollId = await userIdOf(app.http, troll.token);
    const report = await app.http.post(
      '/api/reports',
      { target: { kind: 'member', id: trollId }, reason: 'spam', details: 'Sells leashes in DMs' },
      reporter.token,
    );
    const socket = await connect(app.url, troll.token);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const suspend = await app.http.post(
      `/api/admin/moderation/reports/${report.body.id}/suspend`,
      { reason: 'Spam', days: 7 },
      admin.token,
    );
    expect(suspend.status, suspend.text).toBe(200);

    const profile = await app.http.get('/api/profile', troll.token);
    expect(profile.status).toBe(401);
    expect(profile.body.code).toBe('AUTH.SUSPENDED');
    // An open socket is closed by the server, and a new one is refused.
    expect(await disconnected).toBe('io server disconnect');
    await expect(connect(app.url, troll.token)).rejects.toThrow();
    const login = await app.http.post('/api/auth/login', {
      email: troll.email,
      password: troll.password,
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toMatch(/^Your account is suspended until .+ UTC: Spam$/);
    // A wrong password learns nothing of it.
    const wrong = await app.http.post('/api/auth/login', {
      email: troll.email,
      password: 'nope-nope-nope',
    });
    expect(wrong.status).toBe(401);
    // Others are untouched.
    expect((await app.http.get('/api/profile', reporter.token)).status).toBe(200);

    const suspended = await app.http.get('/api/admin/moderation/suspensions', admin.token);
    expect(suspended.body).toContainEqual(
      expect.objectContaining({ id: trollId, reason: 'Spam', until: expect.any(String) }),
    );
    const reinstated = await app.http.post(
      `/api/admin/moderation/suspensions/${trollId}/reinstate`,
      { reason: 'Appeal upheld' },
      admin.token,
    );
    expect(reinstated.status, reinstated.text).toBe(200);
    expect(reinstated.body.map((entry: { id: string }) => entry.id)).not.toContain(trollId);
    expect((await app.http.get('/api/profile', troll.token)).status).toBe(200);

    const forGood = await registerUser(app.http);
    const forGoodId = await userIdOf(app.http, forGood.token);
    const second = await app.http.post(
      '/api/reports',
      { target: { kind: 'member', id: forGoodId }, reason: 'hate' },
      reporter.token,
    );
    await app.http.post(
      `/api/admin/moderation/reports/${second.body.id}/suspend`,
      { reason: 'Slurs', days: null },
      admin.token,
    );
    const barred = await app.http.post('/api/auth/login', {
      email: forGood.email,
      password: forGood.password,
    });
    expect(barred.body.message).toBe('Your account is suspended: Slurs');
  });
});
