import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { createGroup, joinGroup, joinThroughRequest, userIdOf } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { connect, fence, watchMeetup } from '../../test/support/sockets.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { DISCUSSION_PUSH, type DiscussionPush } from '../contracts/discussion.js';

/** The next discussion push `socket` receives that `where` accepts. */
function nextPush(socket: Socket, where: (push: DiscussionPush) => boolean = () => true) {
  const pushes: DiscussionPush[] = [];
  const promise = new Promise<DiscussionPush>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no discussion push within 5 s')), 5_000);
    const listener = (push: DiscussionPush) => {
      pushes.push(push);
      if (!where(push)) return;
      clearTimeout(timer);
      socket.off(DISCUSSION_PUSH, listener);
      resolve(push);
    };
    socket.on(DISCUSSION_PUSH, listener);
  });
  return promise;
}

/** Every discussion push `socket` receives from now on. */
function collect(socket: Socket): DiscussionPush[] {
  const pushes: DiscussionPush[] = [];
  socket.on(DISCUSSION_PUSH, (push: DiscussionPush) => pushes.push(push));
  return pushes;
}

describe('meetup discussion', () => {
  let app: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
  });

  async function privateMeetup() {
    const organizer = await registerUser(app.http, { firstName: 'Olga' });
    const group = await createGroup(app.http, organizer.token, { isPrivate: true });
    const member = await registerUser(app.http, { firstName: 'Mia' });
    await joinThroughRequest(app.http, organizer.token, member.token, group.id);
    const stranger = await registerUser(app.http, { firstName: 'Sam' });
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id);
    return { organizer, group, member, stranger, meetup };
  }

  it('lets members post and reply, pushes both live, and keeps a private thread from outsiders', async () => {
    const { organizer, member, stranger, meetup } = await privateMeetup();
    const watcher = await connect(app.url, organizer.token);
    const outsider = await connect(app.url, stranger.token);
    const visitor = await connect(app.url);
    sockets.push(watcher, outsider, visitor);
    expect(await watchMeetup(watcher, meetup.id)).toEqual({ ok: true });
    expect((await watchMeetup(outsider, meetup.id)).ok).toBe(false);
    expect((await watchMeetup(visitor, meetup.id)).ok).toBe(false);
    const leaked = [...collect(outsider), ...collect(visitor)];

    const live = nextPush(watcher);
    const posted = await app.http.post(
      `/api/meetups/${meetup.id}/discussion`,
      { text: 'Is the north gate open?' },
      member.token,
    );
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body).toMatchObject({
      text: 'Is the north gate open?',
      author: { firstName: 'Mia' },
      announcement: false,
      replies: [],
      likeCount: 0,
    });
    expect(await live).toMatchObject({
      meetupId: meetup.id,
      kind: 'post',
      message: { id: posted.body.id, text: 'Is the north gate open?' },
    });

    const liveReply = nextPush(watcher, (push) => push.kind === 'reply');
    const reply = await app.http.post(
      `/api/meetups/${meetup.id}/discussion`,
      { text: 'Yes, until 8', replyTo: posted.body.id },
      organizer.token,
    );
    expect(reply.status, reply.text).toBe(201);
    expect(await liveReply).toMatchObject({ kind: 'reply', message: { postId: posted.body.id } });

    // A reply to a reply is refused: replies go one level deep.
    const nested = await app.http.post(
      `/api/meetups/${meetup.id}/discussion`,
      { text: 'And after?', replyTo: reply.body.id },
      member.token,
    );
    expect([nested.status, nested.body.code]).toEqual([404, 'DISCUSSION.NOT_FOUND']);

    const thread = await app.http.get(`/api/meetups/${meetup.id}/discussion`, member.token);
    expect(thread.body).toMatchObject({ canWrite: true, canModerate: false, announcements: [] });
    expect(thread.body.posts).toHaveLength(1);
    expect(thread.body.posts[0].replies.map((r: { text: string }) => r.text)).toEqual([
      'Yes, until 8',
    ]);

    for (const token of [stranger.token, undefined]) {
      const refused = await app.http.get(`/api/meetups/${meetup.id}/discussion`, token);
      expect([refused.status, refused.body.code]).toEqual([404, 'MEETUPS.NOT_FOUND']);
    }
    const write = await app.http.post(
      `/api/meetups/${meetup.id}/discussion`,
      { text: 'Hi?' },
      stranger.token,
    );
    expect([write.status, write.body.code]).toEqual([404, 'MEETUPS.NOT_FOUND']);
    await fence(outsider);
    await fence(visitor);
    expect(leaked).toEqual([]);
  });

  it('edits, likes and deletes only what the rules allow, with clear errors', async () => {
    const { organizer, member, meetup } = await privateMeetup();
    const post = (
      await app.http.post(
        `/api/meetups/${meetup.id}/discussion`,
        { text: 'Bring water' },
        member.token,
      )
    ).body;
    const empty = await app.http.post(
      `/api/meetups/${meetup.id}/discussion`,
      { text: ' ' },
      member.token,
    );
    expect([empty.status, empty.body.message]).toEqual([400, 'Write something to post']);
    const long = await app.http.post(
      `/api/meetups/${meetup.id}/discussion`,
      { text: 'x'.repeat(2001) },
      member.token,
    );
    expect([long.status, long.body.message]).toEqual([400, 'Keep it to 2000 characters']);

    const byOther = await app.http.put(
      `/api/discussion/${post.id}`,
      { text: 'Mine now' },
      organizer.token,
    );
    expect([byOther.status, byOther.body.message]).toEqual([
      403,
      'You can only edit your own posts.',
    ]);
    const edited = await app.http.put(
      `/api/discussion/${post.id}`,
      { text: 'Bring water bowls' },
      member.token,
    );
    expect(edited.body).toMatchObject({ text: 'Bring water bowls', editedAt: expect.any(String) });

    expect(
      (await app.http.post(`/api/discussion/${post.id}/like`, undefined, organizer.token)).body,
    ).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect(
      (await app.http.delete(`/api/discussion/${post.id}/like`, organizer.token)).body,
    ).toEqual({
      liked: false,
      likeCount: 0,
    });

    const hideByMember = await app.http.post(
      `/api/discussion/${post.id}/hide`,
      { reason: 'No' },
      member.token,
    );
    expect([hideByMember.status, hideByMember.body.code]).toEqual([
      403,
      'DISCUSSION.ORGANIZERS_ONLY',
    ]);
    expect((await app.http.delete(`/api/discussion/${post.id}`, organizer.token)).status).toBe(403);
    expect((await app.http.delete(`/api/discussion/${post.id}`, member.token)).status).toBe(204);
    expect(
      (await app.http.get(`/api/meetups/${meetup.id}/discussion`, member.token)).body.posts,
    ).toEqual([]);
  });

  it('lets organizers hide a post, which leaves every thread live', async () => {
    const { organizer, member, meetup } = await privateMeetup();
    const watcher = await connect(app.url, member.token);
    sockets.push(watcher);
    await watchMeetup(watcher, meetup.id);
    const post = (
      await app.http.post(
        `/api/meetups/${meetup.id}/discussion`,
        { text: 'Spam spam' },
        member.token,
      )
    ).body;
    const removed = nextPush(watcher, (push) => push.kind === 'removed');
    const hidden = await app.http.post(
      `/api/discussion/${post.id}/hide`,
      { reason: 'Spam' },
      organizer.token,
    );
    expect(hidden.status, hidden.text).toBe(204);
    expect(await removed).toMatchObject({ kind: 'removed', postId: post.id, replyId: null });
    expect(
      (await app.http.get(`/api/meetups/${meetup.id}/discussion`, organizer.token)).body.posts,
    ).toEqual([]);
  });

  it('keeps people apart both ways across a block, over HTTP and sockets', async () => {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const [ann, bob] = [await registerUser(app.http), await registerUser(app.http)];
    await joinGroup(app.http, ann.token, group.id);
    await joinGroup(app.http, bob.token, group.id);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id);
    const bobId = await userIdOf(app.http, bob.token);
    expect((await app.http.post(`/api/users/${bobId}/block`, {}, ann.token)).status).toBeLessThan(
      300,
    );

    const bobSocket = await connect(app.url, bob.token);
    const orgSocket = await connect(app.url, organizer.token);
    sockets.push(bobSocket, orgSocket);
    await watchMeetup(bobSocket, meetup.id);
    await watchMeetup(orgSocket, meetup.id);
    const bobSaw = collect(bobSocket);
    const organizerSees = nextPush(orgSocket);
    const annPost = (
      await app.http.post(`/api/meetups/${meetup.id}/discussion`, { text: 'Ann here' }, ann.token)
    ).body;
    await organizerSees;
    await fence(bobSocket);
    expect(bobSaw).toEqual([]);
    // Bob, whom Ann blocked, neither reads, replies to nor likes her post.
    expect(
      (await app.http.get(`/api/meetups/${meetup.id}/discussion`, bob.token)).body.posts,
    ).toEqual([]);
    const replied = await app.http.post(
      `/api/meetups/${meetup.id}/discussion`,
      { text: 'Hi Ann', replyTo: annPost.id },
      bob.token,
    );
    expect(replied.status).toBe(404);
    expect(
      (await app.http.post(`/api/discussion/${annPost.id}/like`, undefined, bob.token)).status,
    ).toBe(404);
    // And Ann does not read Bob.
    await app.http.post(`/api/meetups/${meetup.id}/discussion`, { text: 'Bob here' }, bob.token);
    const annReads = (await app.http.get(`/api/meetups/${meetup.id}/discussion`, ann.token)).body
      .posts;
    expect(annReads.map((p: { text: string }) => p.text)).toEqual(['Ann here']);
    // Visitors read a public group's thread, with names trimmed, and write nothing.
    const visitorReads = await app.http.get(`/api/meetups/${meetup.id}/discussion`);
    expect(visitorReads.body.canWrite).toBe(false);
    expect(visitorReads.body.posts[0].author.username).toBeNull();
  });
});

describe('meetup discussion limits', () => {
  it('refuses a member past their budget with a 429 and a wait in words', async () => {
    const app = await startTestApp({ env: { DISCUSSION_POSTS_PER_MEMBER: '2' } });
    try {
      const organizer = await registerUser(app.http);
      const meetup = await scheduleMeetup(app.http, organizer.token, null);
      for (const text of ['One', 'Two'])
        expect(
          (await app.http.post(`/api/meetups/${meetup.id}/discussion`, { text }, organizer.token))
            .status,
        ).toBe(201);
      const third = await app.http.post(
        `/api/meetups/${meetup.id}/discussion`,
        { text: 'Three' },
        organizer.token,
      );
      expect([third.status, third.body.code]).toEqual([429, 'DISCUSSION.TOO_MANY']);
      expect(third.body.message).toMatch(
        /^You have written a lot here lately\. Please try again in /,
      );
    } finally {
      await app.close();
    }
  });
});
