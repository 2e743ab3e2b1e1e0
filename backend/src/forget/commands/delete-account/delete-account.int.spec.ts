import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { deepEqual } from '@packmeet/projections/runner/blue-green-replay';
import { registerUser } from '../../../../test/support/accounts.js';
import { registerAdmin } from '../../../../test/support/admin.js';
import { addDog } from '../../../../test/support/dogs.js';
import { createGroup, joinGroup, userIdOf } from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { dumpReadModels, freshFold, waitForReplays } from '../../../../test/support/replays.js';
import { connect, watchMeetup } from '../../../../test/support/sockets.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { FORMER_MEMBER, REMOVED_TEXT } from '../../../contracts/personal-data.js';
import { anEvent, collect } from '../../../event-store/event-store.contract.js';
import { SqliteEventStore } from '../../../event-store/sqlite.event-store.js';

/** What must never be seen again once Zebulon is gone. */
const SECRETS = ['Zebulon', 'Quaxworth', 'zquax', 'Wigglesworth', 'Gentle giant of Ruston'];

describe('deleting an account (DELETE /api/users/me)', () => {
  let app: TestApp;
  let olive: Awaited<ReturnType<typeof registerUser>>;
  let wendy: Awaited<ReturnType<typeof registerUser>>;
  let zeb: Awaited<ReturnType<typeof registerUser>>;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let groupId: string;
  let meetup: { id: string; slug: string };
  let postId: string;
  let socket: Socket;
  const socketMessages: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    const { http } = app;
    admin = await registerAdmin(http, app.engines.eventStore);
    olive = await registerUser(http, {
      firstName: 'Olive',
      lastName: 'Organizer',
      city: 'Tacoma',
      state: 'WA',
      isTrainer: true,
    });
    wendy = await registerUser(http, { firstName: 'Wendy', lastName: 'Waiting' });
    zeb = await registerUser(http, {
      firstName: 'Zebulon',
      lastName: 'Quaxworth',
      username: `zquax_${Date.now() % 100000}`,
      email: `zebulon.${Date.now()}@example.com`,
    });
    groupId = (
      await createGroup(http, olive.token, {
        name: 'Tacoma Calm Dogs',
        city: 'Tacoma',
        state: 'WA',
      })
    ).id;
    for (const member of [zeb, wendy]) await joinGroup(http, member.token, groupId);
    const dog = await addDog(http, zeb.token, {
      name: 'Wigglesworth',
      description: 'Gentle giant of Ruston',
    });
    await addDog(http, wendy.token, { name: 'Pepper' });
    meetup = (await scheduleMeetup(http, olive.token, groupId, {
      maxAttendees: 5,
      unregisteredAttendees: 4,
    })) as typeof meetup;
    expect(
      (
        await http.post(
          `/api/meetups/${meetup.id}/rsvp`,
          { status: 'going', dogIds: [dog.id] },
          zeb.token,
        )
      ).status,
    ).toBe(200);
    const waiting = await http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'going' },
      wendy.token,
    );
    expect(waiting.body.rsvp?.status ?? waiting.text).toContain('waitlisted');

    const post = await http.post(
      `/api/groups/${groupId}/posts`,
      { content: 'Olive here: welcome!' },
      olive.token,
    );
    postId = post.body.id;
    expect(
      (
        await http.post(
          `/api/posts/${postId}/comments`,
          { content: 'Zebulon and Wigglesworth say hi' },
          zeb.token,
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await http.post(
          `/api/groups/${groupId}/posts`,
          { content: 'Zebulon asks: who walks at dawn?' },
          zeb.token,
        )
      ).status,
    ).toBe(201);

    socket = await connect(app.url, olive.token);
    socket.onAny((name, ...payload) => socketMessages.push(JSON.stringify([name, payload])));
    expect((await watchMeetup(socket, meetup.id)).ok).toBe(true);
  });

  afterAll(async () => {
    socket?.close();
    await app?.close();
  });

  /** Every surface that names people, as Olive (the organizer) and as a visitor sees it. */
  async function everythingVisible(): Promise<string> {
    const { http } = app;
    const paths = [
      `/api/meetups/${meetup.id}`,
      `/api/meetups/${meetup.id}/attendees`,
      `/api/meetups/${meetup.id}/history`,
      `/api/meetups/by-slug/${meetup.slug}`,
      `/api/meetups/${meetup.id}/calendar.ics`,
      `/api/groups/${groupId}`,
      `/api/groups/${groupId}/members`,
      `/api/groups/${groupId}/members-with-details`,
      `/api/groups/${groupId}/posts`,
      `/api/groups/${groupId}/history`,
      `/api/posts/${postId}/comments`,
      `/api/notifications`,
      `/api/groups`,
      `/api/users/me/export`,
      `/event/${meetup.slug}`,
      `/api/locations/city/tacoma-wa`,
    ];
    const answers = await Promise.all(
      paths.flatMap((path) => [http.get(path, olive.token), http.get(path)]),
    );
    return answers.map((answer) => answer.text).join('\n');
  }

  it('refuses the wrong password and appends nothing', async () => {
    const before = (await collect(app.engines.eventStore.readAll())).length;
    const response = await app.http.request('DELETE', '/api/users/me', {
      body: { password: 'not it' },
      token: zeb.token,
    });
    expect(response.status, response.text).toBe(403);
    expect(response.body.message).toBe('That is not your password.');
    const missing = await app.http.request('DELETE', '/api/users/me', {
      body: {},
      token: zeb.token,
    });
    expect(missing.status).toBe(400);
    expect((await collect(app.engines.eventStore.readAll())).length).toBe(before);
  });

  it('refuses an organizer who still owns groups, naming them (409), and appends nothing', async () => {
    const before = (await collect(app.engines.eventStore.readAll())).length;
    const response = await app.http.request('DELETE', '/api/users/me', {
      body: { password: olive.password },
      token: olive.token,
    });
    expect(response.status, response.text).toBe(409);
    expect(response.body.code).toBe('ACCOUNTS.OWNS_GROUPS');
    expect(response.body.message).toContain('Tacoma Calm Dogs');
    expect((await collect(app.engines.eventStore.readAll())).length).toBe(before);
  });

  it('deletes: the token stops working, the place goes to the queue, the name is gone everywhere', async () => {
    expect(await everythingVisible()).toContain('Zebulon');
    // Pushes from before the deletion may name him; none after it may.
    const pushedBefore = socketMessages.length;
    const response = await app.http.request('DELETE', '/api/users/me', {
      body: { password: zeb.password },
      token: zeb.token,
    });
    expect(response.status, response.text).toBe(204);

    expect((await app.http.get('/api/profile', zeb.token)).status).toBe(401);
    const login = await app.http.post('/api/auth/login', {
      email: zeb.email,
      password: zeb.password,
    });
    expect(login.status).toBe(401);
    await expect(connect(app.url, zeb.token)).rejects.toThrow();

    // They left the group with the account.
    expect((await app.http.get(`/api/groups/${groupId}`, olive.token)).body.memberCount).toBe(2);
    const wendysRsvp = await app.http.get(`/api/meetups/${meetup.id}/rsvp`, wendy.token);
    expect(wendysRsvp.text).toContain('"going"');

    const visible = await everythingVisible();
    for (const secret of [...SECRETS, zeb.username, zeb.email])
      expect(visible).not.toContain(secret);
    expect(visible).toContain(FORMER_MEMBER);
    expect(visible).toContain(REMOVED_TEXT);
    await expect.poll(() => socketMessages.length).toBeGreaterThan(pushedBefore);
    const pushedAfter = socketMessages.slice(pushedBefore).join('\n');
    for (const secret of SECRETS) expect(pushedAfter).not.toContain(secret);

    // The log holds none of it in clear either.
    const raw = JSON.stringify(
      (await collect(app.engines.eventStore.readAll())).map((event) => [
        event.streamName,
        event.data,
      ]),
    );
    // Nor the names of its streams: reservations are stored under a keyed hash (ADR 026).
    for (const secret of [...SECRETS, zeb.username, zeb.email]) expect(raw).not.toContain(secret);
  });

  it('gives the same read models after replaying every projection, and still names nobody', async () => {
    const projections = app.engines.projections;
    const before = await dumpReadModels(app.engines.documentStore, projections);
    expect(deepEqual(await freshFold(app.engines.eventStore, projections), before)).toBe(true);

    const replay = await app.http.post('/api/admin/projections/replay-all', undefined, admin.token);
    expect(replay.status, replay.text).toBeLessThan(300);
    await waitForReplays(app.http, admin.token);
    const after = await dumpReadModels(app.engines.documentStore, projections);
    expect(deepEqual(after, before)).toBe(true);

    const visible = await everythingVisible();
    for (const secret of [...SECRETS, zeb.username, zeb.email])
      expect(visible).not.toContain(secret);
    expect(visible).toContain(FORMER_MEMBER);
  });

  it('lets an administrator forget a member, and no one else', async () => {
    const stranger = await registerUser(app.http, { firstName: 'Xanthe', lastName: 'Forgettable' });
    const strangerId = await userIdOf(app.http, stranger.token);
    const refused = await app.http.post(
      `/api/admin/members/${strangerId}/forget`,
      undefined,
      wendy.token,
    );
    expect(refused.status).toBe(403);
    const done = await app.http.post(
      `/api/admin/members/${strangerId}/forget`,
      undefined,
      admin.token,
    );
    expect(done.status, done.text).toBe(204);
    expect((await app.http.get('/api/profile', stranger.token)).status).toBe(401);
    expect(await everythingVisible()).not.toContain('Xanthe');
    expect(
      (await app.http.post('/api/admin/members/nobody/forget', undefined, admin.token)).status,
    ).toBe(404);
  });

  it('forgets a member whose events were stored in clear before encryption, without rewriting them', async () => {
    // Written the way the log held them before sealing existed: straight into the SQLite file.
    const userId = 'clear-text-member';
    const raw = new SqliteEventStore(join(app.dataDir, 'events.sqlite'));
    await raw.append(
      `user-${userId}`,
      [
        anEvent('UserRegistered', {
          userId,
          username: 'quentin_clear',
          email: 'quentin@example.com',
          passwordHash: 'x',
          firstName: 'Quentin',
          lastName: 'Cleartext',
          city: 'Tacoma',
          state: 'WA',
          isTrainer: false,
        }),
      ],
      { expectedRevision: 'no_stream' },
    );
    await raw.append(
      'post-clear-1',
      [
        anEvent('PostCreated', {
          postId: 'clear-1',
          groupId,
          authorId: userId,
          content: 'Quentin was here',
          imageUrl: null,
        }),
      ],
      { expectedRevision: 'no_stream' },
    );
    await expect
      .poll(async () => (await app.http.get(`/api/groups/${groupId}/posts`, olive.token)).text)
      .toContain('Quentin was here');

    const done = await app.http.post(`/api/admin/members/${userId}/forget`, undefined, admin.token);
    expect(done.status, done.text).toBe(204);
    expect(await everythingVisible()).not.toContain('Quentin');
    await app.http.post('/api/admin/projections/replay-all', undefined, admin.token);
    await waitForReplays(app.http, admin.token);
    expect(await everythingVisible()).not.toContain('Quentin');
    // The limit ADR 016 states: the log itself still holds that clear text.
    const stored = JSON.stringify(
      (await collect(raw.readStream('post-clear-1'))).map((event) => event.data),
    );
    expect(stored).toContain('Quentin was here');
    await raw.close();
  });
});
