import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '../../src/contracts/live.js';
import { registerUser } from '../support/accounts.js';
import {
  changeGroupKind,
  createGroup,
  inviteCodeOf,
  joinGroup,
  joinThroughRequest,
  leaveGroup,
} from '../support/groups.js';
import { scheduleMeetup } from '../support/meetups.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { connect, watchMeetup } from '../support/sockets.js';

const watch = watchMeetup;

/** Every attendance push `socket` receives from now on. */
function pushes(socket: Socket): unknown[] {
  const received: unknown[] = [];
  socket.on(LIVE_EVENTS.attendance, (update: unknown) => received.push(update));
  return received;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('live rooms of private groups’ meetups', () => {
  let app: TestApp;
  let owner: { id: string; token: string };
  const sockets: Socket[] = [];

  const person = async () => {
    const { token } = await registerUser(app.http);
    return { id: (await app.http.get('/api/profile', token)).body.id as string, token };
  };
  const socketOf = async (token?: string) => {
    const socket = await connect(app.url, token);
    sockets.push(socket);
    return socket;
  };
  const rsvp = (meetupId: string, token: string) =>
    app.http.post(`/api/meetups/${meetupId}/rsvp`, { status: 'going' }, token);

  beforeAll(async () => {
    app = await startTestApp();
    owner = await person();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app.close();
  });

  it('a stranger or a visitor cannot watch a private or invite-only group’s meetup; a member can', async () => {
    for (const kind of ['private', 'invite-only']) {
      const group = await createGroup(app.http, owner.token, { kind });
      const inviteCode =
        kind === 'invite-only' ? await inviteCodeOf(app.http, owner.token, group.id) : null;
      const member = await person();
      await joinThroughRequest(app.http, owner.token, member.token, group.id, { inviteCode });
      const meetup = await scheduleMeetup(app.http, owner.token, group.id);
      const stranger = await person();
      expect(await watch(await socketOf(), meetup.id)).toMatchObject({ ok: false });
      expect(await watch(await socketOf(stranger.token), meetup.id)).toMatchObject({ ok: false });
      expect(await watch(await socketOf(member.token), meetup.id)).toMatchObject({ ok: true });
    }
  });

  it('a member who leaves stops receiving the group’s meetups at once', async () => {
    const group = await createGroup(app.http, owner.token, { kind: 'private' });
    const leaver = await person();
    await joinThroughRequest(app.http, owner.token, leaver.token, group.id);
    const meetup = await scheduleMeetup(app.http, owner.token, group.id);
    const socket = await socketOf(leaver.token);
    expect(await watch(socket, meetup.id)).toMatchObject({ ok: true });
    const received = pushes(socket);
    expect((await rsvp(meetup.id, owner.token)).status).toBe(200);
    await settle();
    expect(received.length).toBeGreaterThan(0);

    await leaveGroup(app.http, leaver.token, group.id);
    await settle();
    received.length = 0;
    expect((await rsvp(meetup.id, owner.token)).status).toBe(200);
    await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'maybe' }, owner.token);
    await settle();
    expect(received).toEqual([]);
  });

  it('when a public group becomes private, visitors and strangers leave its rooms; members stay', async () => {
    const group = await createGroup(app.http, owner.token);
    const member = await person();
    await joinGroup(app.http, member.token, group.id);
    const meetup = await scheduleMeetup(app.http, owner.token, group.id);
    const watchers = {
      visitor: await socketOf(),
      stranger: await socketOf((await person()).token),
      member: await socketOf(member.token),
    };
    for (const socket of Object.values(watchers))
      expect(await watch(socket, meetup.id)).toMatchObject({ ok: true });

    await changeGroupKind(app.http, owner.token, group.id, 'private');
    await settle();
    const received = Object.fromEntries(
      Object.entries(watchers).map(([who, socket]) => [who, pushes(socket)]),
    );
    expect((await rsvp(meetup.id, member.token)).status).toBe(200);
    await settle();
    expect(received.visitor).toEqual([]);
    expect(received.stranger).toEqual([]);
    expect(received.member!.length).toBeGreaterThan(0);
  });
});
