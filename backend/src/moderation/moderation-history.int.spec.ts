import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { registerAdmin } from '../../test/support/admin.js';
import { createGroup, joinGroup, userIdOf } from '../../test/support/groups.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import type { GroupHistoryEntry } from '../contracts/groups.js';

describe('moderation in the group’s history (the organizers’ audit list)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('records hiding a post or comment and removing a member, with who, when and why, for organizers only', async () => {
    const owner = await registerUser(app.http, { firstName: 'Olga', lastName: 'Lind' });
    const group = await createGroup(app.http, owner.token);
    const author = await registerUser(app.http, { firstName: 'Rex', lastName: 'Rude' });
    const member = await registerUser(app.http, { firstName: 'Mina', lastName: 'Moss' });
    await joinGroup(app.http, author.token, group.id);
    await joinGroup(app.http, member.token, group.id);
    const authorId = await userIdOf(app.http, author.token);
    const post = await app.http.post(
      `/api/groups/${group.id}/posts`,
      { content: 'Leashes are for the weak' },
      author.token,
    );
    const other = await app.http.post(
      `/api/groups/${group.id}/posts`,
      { content: 'Walk at 8' },
      owner.token,
    );
    const comment = await app.http.post(
      `/api/posts/${other.body.id}/comments`,
      { content: 'Nobody asked' },
      author.token,
    );

    const hid = async (path: string, reason: string) => {
      const before = Date.now();
      const answer = await app.http.post(path, { reason }, owner.token);
      expect(answer.status, answer.text).toBe(204);
      return before;
    };
    const since = await hid(
      `/api/posts/${other.body.id}/comments/${comment.body.id}/hide`,
      'Name-calling',
    );
    await hid(`/api/posts/${post.body.id}/hide`, 'Unsafe advice');
    const removed = await app.http.post(
      `/api/groups/${group.id}/members/${authorId}/remove`,
      { reason: 'Kept posting unsafe advice' },
      owner.token,
    );
    expect(removed.status, removed.text).toBe(200);

    const history = await app.http.get(`/api/groups/${group.id}/history`, owner.token);
    expect(history.status, history.text).toBe(200);
    const entries = history.body as GroupHistoryEntry[];
    // Newest first, the group's own entries and its posts' together.
    expect(entries.slice(0, 3).map(({ type, sentence }) => [type, sentence])).toEqual([
      ['GroupMemberRemoved', 'Olga L. removed Rex R.: Kept posting unsafe advice'],
      ['PostHidden', "Olga L. hid Rex R.'s post: Unsafe advice"],
      ['CommentHidden', "Olga L. hid Rex R.'s comment: Name-calling"],
    ]);
    for (const entry of entries.slice(0, 3)) {
      expect(entry.actor).toEqual({ id: expect.any(String), name: 'Olga L.' });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(since - 1_000);
    }
    // The hidden words are not in it: hidden means hidden, organizers included.
    expect(history.text).not.toContain('Leashes are for the weak');
    expect(history.text).not.toContain('Nobody asked');

    // A member who is not an organizer sees neither the history nor any reason.
    const refused = await app.http.get(`/api/groups/${group.id}/history`, member.token);
    expect(refused.status).toBe(403);
    const feed = await app.http.get(`/api/groups/${group.id}/posts`, member.token);
    expect(feed.status).toBe(200);
    for (const reason of ['Name-calling', 'Unsafe advice', 'Kept posting']) {
      expect(feed.text).not.toContain(reason);
      expect(refused.text).not.toContain(reason);
    }
  });

  it('names the administrator who hid a reported post', async () => {
    const admin = await registerAdmin(app.http, app.engines.eventStore);
    const owner = await registerUser(app.http);
    const group = await createGroup(app.http, owner.token);
    const author = await registerUser(app.http, { firstName: 'Rex', lastName: 'Rude' });
    const reporter = await registerUser(app.http);
    await joinGroup(app.http, author.token, group.id);
    await joinGroup(app.http, reporter.token, group.id);
    const post = await app.http.post(
      `/api/groups/${group.id}/posts`,
      { content: 'Buy my puppies' },
      author.token,
    );
    const report = await app.http.post(
      '/api/reports',
      { target: { kind: 'post', id: post.body.id }, reason: 'spam' },
      reporter.token,
    );
    await app.http.post(
      `/api/admin/moderation/reports/${report.body.id}/hide`,
      { reason: 'Selling puppies' },
      admin.token,
    );
    const history = await app.http.get(`/api/groups/${group.id}/history`, owner.token);
    const [latest] = history.body as GroupHistoryEntry[];
    expect(latest).toMatchObject({ type: 'PostHidden' });
    expect(latest!.sentence).toMatch(/^.+ hid Rex R\.'s post: Selling puppies$/);
    expect(latest!.actor?.id).toBe(await userIdOf(app.http, admin.token));
  });
});
