import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { createGroup, joinGroup, userIdOf } from '../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import type { PostResponse } from '../contracts/groups.js';

describe('a post’s comment count, as each viewer sees it', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('leaves out comments by members the viewer blocked, and hidden ones, in the feed as in the list', async () => {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const [blocker, pest, friend] = [
      await registerUser(app.http),
      await registerUser(app.http),
      await registerUser(app.http),
    ];
    for (const member of [blocker, pest, friend]) await joinGroup(app.http, member.token, group.id);
    const post = await app.http.post(
      `/api/groups/${group.id}/posts`,
      { content: 'Walk at 8 by the lake' },
      organizer.token,
    );
    const comment = (token: string, content: string) =>
      app.http.post(`/api/posts/${post.body.id}/comments`, { content }, token);
    for (const text of ['First!', 'Second!', 'Third!']) await comment(pest.token, text);
    await comment(friend.token, 'See you there');
    const rude = await comment(friend.token, 'Rude words');
    await app.http.post(
      `/api/posts/${post.body.id}/comments/${rude.body.id}/hide`,
      { reason: 'Name-calling' },
      organizer.token,
    );
    await app.http.post(
      `/api/users/${await userIdOf(app.http, pest.token)}/block`,
      undefined,
      blocker.token,
    );

    const seenBy = async (token: string) => {
      const feed = await app.http.get(`/api/groups/${group.id}/posts`, token);
      const comments = await app.http.get(`/api/posts/${post.body.id}/comments`, token);
      const inFeed = (feed.body as PostResponse[]).find((entry) => entry.id === post.body.id)!;
      return {
        count: inFeed.commentCount,
        latest: inFeed.comments.length,
        listed: (comments.body as unknown[]).length,
      };
    };
    // The blocker sees one comment, and is told of one.
    expect(await seenBy(blocker.token)).toEqual({ count: 1, latest: 1, listed: 1 });
    // Everyone else sees the pest's three and the friend's one; the hidden one counts for no one.
    expect(await seenBy(friend.token)).toEqual({ count: 4, latest: 3, listed: 4 });
    expect(await seenBy(organizer.token)).toEqual({ count: 4, latest: 3, listed: 4 });
  });
});
