import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { createGroup, joinGroup, joinThroughRequest } from '../../../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('group posts, comments and likes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  async function groupWithMember() {
    const creator = await registerUser(app.http, { firstName: 'Grace', lastName: 'Walsh' });
    const group = await createGroup(app.http, creator.token);
    const member = await registerUser(app.http, { firstName: 'Diego' });
    await joinGroup(app.http, member.token, group.id);
    const stranger = await registerUser(app.http);
    return { creator, group, member, stranger };
  }

  it('lets members post and shows the latest first; non-members are refused', async () => {
    const { creator, group, member, stranger } = await groupWithMember();
    const refused = await app.http.post(
      `/api/groups/${group.id}/posts`,
      { content: 'Hello?' },
      stranger.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only members can post in this group.');

    const first = await app.http.post(
      `/api/groups/${group.id}/posts`,
      { content: 'Saturday 8am at Zilker?' },
      creator.token,
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      content: 'Saturday 8am at Zilker?',
      author: { firstName: 'Grace', lastName: 'Walsh' },
      likeCount: 0,
      commentCount: 0,
      likedByMe: false,
      comments: [],
    });
    await app.http.post(
      `/api/groups/${group.id}/posts`,
      { content: 'Bringing water bowls' },
      member.token,
    );
    const feed = await app.http.get(`/api/groups/${group.id}/posts`, stranger.token);
    expect(feed.body.map((post: { content: string }) => post.content)).toEqual([
      'Bringing water bowls',
      'Saturday 8am at Zilker?',
    ]);
    expect(
      (await app.http.post(`/api/groups/${group.id}/posts`, { content: '  ' }, member.token)).body
        .message,
    ).toBe('Write something to post');
  });

  it('counts comments and one like per member, and shows the latest three comments', async () => {
    const { creator, group, member, stranger } = await groupWithMember();
    const post = (
      await app.http.post(
        `/api/groups/${group.id}/posts`,
        { content: 'Rainy day plan?' },
        creator.token,
      )
    ).body;
    for (const text of ['Indoor park', 'Puzzle toys', 'Short loop', 'Nap']) {
      expect(
        (await app.http.post(`/api/posts/${post.id}/comments`, { content: text }, member.token))
          .status,
      ).toBe(201);
    }
    expect(
      (await app.http.post(`/api/posts/${post.id}/comments`, { content: 'Hi' }, stranger.token))
        .status,
    ).toBe(403);

    expect(
      (await app.http.post(`/api/posts/${post.id}/like`, undefined, member.token)).body,
    ).toEqual({ liked: true, likeCount: 1 });
    expect(
      (await app.http.post(`/api/posts/${post.id}/like`, undefined, member.token)).body,
    ).toEqual({ liked: true, likeCount: 1 });
    expect(
      (await app.http.post(`/api/posts/${post.id}/like`, undefined, stranger.token)).status,
    ).toBe(403);
    expect((await app.http.delete(`/api/posts/${post.id}/like`, member.token)).body).toEqual({
      liked: false,
      likeCount: 0,
    });

    const [presented] = (await app.http.get(`/api/groups/${group.id}/posts`, member.token)).body;
    expect(presented.commentCount).toBe(4);
    expect(presented.comments.map((comment: { content: string }) => comment.content)).toEqual([
      'Puzzle toys',
      'Short loop',
      'Nap',
    ]);
    expect((await app.http.get(`/api/posts/${post.id}/comments`, member.token)).body).toHaveLength(
      4,
    );
  });

  it("refuses a former member's unlike in a private group and records nothing", async () => {
    const creator = await registerUser(app.http);
    const group = await createGroup(app.http, creator.token, { isPrivate: true });
    const former = await registerUser(app.http);
    await joinThroughRequest(app.http, creator.token, former.token, group.id);
    const post = (
      await app.http.post(
        `/api/groups/${group.id}/posts`,
        { content: 'Secret walk' },
        creator.token,
      )
    ).body;
    expect(
      (await app.http.post(`/api/posts/${post.id}/like`, undefined, former.token)).status,
    ).toBe(200);
    expect(
      (await app.http.post(`/api/groups/${group.id}/leave`, undefined, former.token)).status,
    ).toBe(200);
    const head = (await app.engines.eventStore.headPosition()).toString();

    const unlike = await app.http.delete(`/api/posts/${post.id}/like`, former.token);
    expect([unlike.status, unlike.body.code]).toEqual([403, 'POSTS.MEMBERS_ONLY']);
    expect((await app.engines.eventStore.headPosition()).toString()).toBe(head);
  });

  it('lets only the author delete a post', async () => {
    const { creator, group, member } = await groupWithMember();
    const post = (
      await app.http.post(`/api/groups/${group.id}/posts`, { content: 'Mine' }, member.token)
    ).body;
    const byOther = await app.http.delete(`/api/posts/${post.id}`, creator.token);
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe('You can only delete your own posts.');
    expect((await app.http.delete(`/api/posts/${post.id}`, member.token)).status).toBe(204);
    expect((await app.http.get(`/api/groups/${group.id}/posts`, member.token)).body).toEqual([]);
    expect((await app.http.delete(`/api/posts/${post.id}`, member.token)).status).toBe(404);
  });
});
