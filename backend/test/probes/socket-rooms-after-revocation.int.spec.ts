import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '../../src/contracts/live.js';
import { registerUser } from '../support/accounts.js';
import { registerAdmin } from '../support/admin.js';
import { createGroup, joinThroughRequest } from '../support/groups.js';
import { scheduleMeetup } from '../support/meetups.js';
import { connect, watchMeetup } from '../support/sockets.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/*
 * Credentials that are not route guards: a socket's room membership. Once a
 * member is forgotten by an administrator, suspended, or deletes their own
 * account, their HTTP token answers 401 and their open socket must hear
 * nothing more from a private group's meetup room (where attendees' names
 * go), nor be let back in with the old token. A watcher who still may watch
 * (the organizer) is the clock: once it has the next push, the revoked
 * socket would have had it too.
 */

type Revocation = 'forget' | 'suspend' | 'delete';

describe('credentials that are not route guards: socket rooms after forget/suspend/delete', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let groupId: string;
  const sockets: Socket[] = [];

  const socketOf = async (token: string) => {
    const socket = await connect(app.url, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await startTestApp();
    admin = await registerAdmin(app.http, app.engines.eventStore);
    owner = await registerUser(app.http, { firstName: 'Olive', lastName: 'Owner' });
    groupId = (await createGroup(app.http, owner.token, { kind: 'private' })).id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app?.close();
  });

  const revoke: Record<
    Revocation,
    (member: { id: string; token: string; password: string }) => Promise<void>
  > = {
    forget: async (member) => {
      const answer = await app.http.post(
        `/api/admin/members/${member.id}/forget`,
        undefined,
        admin.token,
      );
      expect(answer.status, answer.text).toBe(204);
    },
    suspend: async (member) => {
      const report = await app.http.post(
        '/api/reports',
        { target: { kind: 'member', id: member.id }, reason: 'spam' },
        owner.token,
      );
      expect(report.status, report.text).toBe(201);
      const suspended = await app.http.post(
        `/api/admin/moderation/reports/${report.body.id}/suspend`,
        { reason: 'Spam in the group', days: 1 },
        admin.token,
      );
      expect(suspended.status, suspended.text).toBe(200);
    },
    delete: async (member) => {
      const deleted = await app.http.request('DELETE', '/api/users/me', {
        body: { password: member.password },
        token: member.token,
      });
      expect(deleted.status, deleted.text).toBe(204);
    },
  };

  for (const revocation of ['forget', 'suspend', 'delete'] as const) {
    it(`after ${revocation}, the member's open socket receives nothing more from the private meetup's room`, async () => {
      const registered = await registerUser(app.http, { firstName: 'Rhoda', lastName: 'Revoked' });
      const id = await joinThroughRequest(app.http, owner.token, registered.token, groupId);
      const member = { ...registered, id };
      const meetup = await scheduleMeetup(app.http, owner.token, groupId);
      const organizerSocket = await socketOf(owner.token);
      const memberSocket = await socketOf(member.token);
      for (const socket of [organizerSocket, memberSocket])
        expect(await watchMeetup(socket, meetup.id)).toMatchObject({ ok: true });
      const heard: unknown[] = [];
      memberSocket.on(LIVE_EVENTS.attendance, (update: unknown) => heard.push(update));
      const organizerHeard: unknown[] = [];
      organizerSocket.on(LIVE_EVENTS.attendance, (update: unknown) => organizerHeard.push(update));
      // The room works: the member hears their own RSVP's push.
      expect(
        (await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, member.token))
          .status,
      ).toBe(200);
      await expect.poll(() => heard.length).toBeGreaterThan(0);

      await revoke[revocation](member);
      // The server closes the socket (a room left behind would be enough; closing says why).
      await expect.poll(() => memberSocket.connected).toBe(false);
      heard.length = 0;
      organizerHeard.length = 0;
      const another = await registerUser(app.http, { firstName: 'Nina', lastName: 'Newcomer' });
      await joinThroughRequest(app.http, owner.token, another.token, groupId);
      for (const status of ['going', 'maybe'])
        expect(
          (await app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status }, another.token)).status,
        ).toBe(200);
      // Pushes are coalesced per meetup, so the clock is the push that carries Nina's last answer.
      const ninaSaidMaybe = () =>
        (organizerHeard as { changed?: { user: { firstName: string }; rsvpStatus: string }[] }[])
          .flatMap((update) => update.changed ?? [])
          .some((change) => change.user.firstName === 'Nina' && change.rsvpStatus === 'maybe');
      await expect.poll(ninaSaidMaybe).toBe(true);
      expect(heard, `${revocation}: the revoked socket still heard the room`).toEqual([]);

      // Nor can the old token open a new socket.
      await expect(connect(app.url, member.token)).rejects.toThrow();
      // And the member is no longer listed in the group.
      const members = await app.http.get(`/api/groups/${groupId}/members`, owner.token);
      expect(members.status, members.text).toBe(200);
      const ids = JSON.stringify(members.body);
      if (revocation === 'suspend') expect(ids).toContain(member.id);
      else expect(ids, `${revocation}: still listed as a member`).not.toContain(member.id);
    });
  }
});
