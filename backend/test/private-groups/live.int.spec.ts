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
import { connect, fence, watchMeetup } from '../support/sockets.js';

const watch = watchMeetup;

/** Every attendance push `socket` receives from now on. */
function pushes(socket: Socket): unknown[] {
  const received: unknown[] = [];
  socket.on(LIVE_EVENTS.attendance, (update: unknown) => received.push(update));
  return received;
}

/** Waits for `socket`'s next attendance push for `meetupId` with `going` people going. */
function pushWith(socket: Socket, meetupId: string, going: number): Promise<unknown> {
  return new Promise((resolve) => {
    const listener = (update: { meetupId: string; attendance: { going: number } }) => {
      if (update.meetupId !== meetupId || update.attendance.going !== going) return;
      socket.off(LIVE_EVENTS.attendance, listener);
      resolve(update);
    };
    socket.on(LIVE_EVENTS.attendance, listener);
  });
}

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
    const insider = await socketOf(owner.token);
    expect(await watch(socket, meetup.id)).toMatchObject({ ok: true });
    expect(await watch(insider, meetup.id)).toMatchObject({ ok: true });
    const received = pushes(socket);
    const first = pushWith(socket, meetup.id, 1);
    expect((await rsvp(meetup.id, owner.token)).status).toBe(200);
    await first;

    await leaveGroup(app.http, leaver.token, group.id);
    received.length = 0;
    const last = pushWith(insider, meetup.id, 0);
    expect((await rsvp(meetup.id, owner.token)).status).toBe(200);
    await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'maybe' }, owner.token);
    // The last change has reached a member: any push to the leaver would arrive before the fence.
    await last;
    await fence(socket);
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
    const received = Object.fromEntries(
      Object.entries(watchers).map(([who, socket]) => [who, pushes(socket)]),
    );
    const pushed = pushWith(watchers.member, meetup.id, 1);
    expect((await rsvp(meetup.id, member.token)).status).toBe(200);
    // The push has reached the member: one sent to the others would arrive before their fences.
    await pushed;
    await Promise.all([watchers.visitor, watchers.stranger].map(fence));
    expect(received.visitor).toEqual([]);
    expect(received.stranger).toEqual([]);
    expect(received.member!.length).toBeGreaterThan(0);
  });
});
