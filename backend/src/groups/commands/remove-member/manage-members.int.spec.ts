import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { registerAdmin } from '../../../../test/support/admin.js';
import {
  createGroup,
  groupEventCount,
  joinThroughRequest,
  userIdOf,
} from '../../../../test/support/groups.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('members: remove, PUT role, POST transfer, then the former owner leaves', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** A private group with its owner, a co-organizer and two members. */
  async function staffedGroup() {
    const owner = await registerUser(app.http, { firstName: 'Maya', lastName: 'Lopez' });
    const group = await createGroup(app.http, owner.token, { kind: 'private' });
    const people = await Promise.all(
      [
        ['Cam', 'Diaz'],
        ['Sam', 'Kim'],
        ['Lee', 'Park'],
      ].map(([firstName, lastName]) => registerUser(app.http, { firstName, lastName })),
    );
    const [coId, memberId, otherId] = await Promise.all(
      people.map((person) => joinThroughRequest(app.http, owner.token, person.token, group.id)),
    );
    const appointed = await app.http.put(
      `/api/groups/${group.id}/members/${coId}/role`,
      { role: 'co-organizer' },
      owner.token,
    );
    expect(appointed.status, appointed.text).toBe(200);
    const [co, member, other] = people as [
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
    ];
    return {
      owner,
      ownerId: await userIdOf(app.http, owner.token),
      group,
      co: { ...co, id: coId! },
      member: { ...member, id: memberId! },
      other: { ...other, id: otherId! },
    };
  }
  const remove = (
    groupId: string,
    userId: string,
    token?: string,
    reason: unknown = 'Off-leash again.',
  ) => app.http.post(`/api/groups/${groupId}/members/${userId}/remove`, { reason }, token);
  const setRole = (groupId: string, userId: string, role: string, token?: string) =>
    app.http.put(`/api/groups/${groupId}/members/${userId}/role`, { role }, token);

  it('lets organizers remove members with a reason; a co-organizer only by the owner; never the owner', async () => {
    const { owner, ownerId, group, co, member, other } = await staffedGroup();
    const admin = await registerAdmin(app.http, app.engines.eventStore);
    const stranger = await registerUser(app.http);
    const before = await groupEventCount(app.engines.eventStore, group.id);

    expect((await remove(group.id, other.id)).status).toBe(401);
    for (const token of [member.token, stranger.token, admin.token])
      expect((await remove(group.id, other.id, token)).status).toBe(403);
    const byCo = await remove(group.id, co.id, co.token);
    expect(byCo.status).toBe(403);
    const ownerRemoved = await remove(group.id, ownerId, co.token);
    expect(ownerRemoved.status).toBe(403);
    expect(ownerRemoved.body.message).toBe('The group’s owner cannot be removed.');
    expect((await remove(group.id, other.id, owner.token, '')).status).toBe(400);
    expect((await remove(group.id, stranger.email, owner.token)).status).toBe(404);
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before);

    const removed = await remove(group.id, other.id, co.token);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.map((entry: { userId: string }) => entry.userId)).not.toContain(other.id);
    expect((await app.http.get(`/api/groups/${group.id}`, other.token)).body).toMatchObject({
      isMember: false,
      view: 'listing',
    });
    expect((await app.http.get(`/api/groups/${group.id}/members`, other.token)).status).toBe(403);
    const history = await app.http.get(`/api/groups/${group.id}/history`, owner.token);
    expect(history.body[0].sentence).toBe('Cam D. removed Lee P.: Off-leash again.');
  });

  it('withdraws a removed member’s RSVPs at once, and the waitlist moves up', async () => {
    const { owner, group, co, member, other } = await staffedGroup();
    const meetup = await scheduleMeetup(app.http, owner.token, group.id, { maxAttendees: 5 });
    const rsvp = (token: string) =>
      app.http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'going' }, token);
    // Five places: the removed member's and four others', then one person waiting.
    const others = await Promise.all([1, 2, 3].map(() => registerUser(app.http)));
    for (const person of others)
      await joinThroughRequest(app.http, owner.token, person.token, group.id);
    for (const person of [co, ...others]) expect((await rsvp(person.token)).status).toBe(200);
    expect((await rsvp(member.token)).body.rsvp.status).toBe('going');
    expect((await rsvp(other.token)).body.rsvp.status).toBe('waitlisted');

    expect((await remove(group.id, member.id, owner.token)).status).toBe(200);

    const attendees = await app.http.get(`/api/meetups/${meetup.id}/attendees`, owner.token);
    expect(
      attendees.body.map((attendee: { user: { id: string }; rsvpStatus: string }) => [
        attendee.user.id,
        attendee.rsvpStatus,
      ]),
    ).toContainEqual([other.id, 'going']);
    expect(
      attendees.body.some((attendee: { user: { id: string } }) => attendee.user.id === member.id),
    ).toBe(false);
    // Not a member of the private group any more: its meetup is not there for them.
    expect((await app.http.get(`/api/meetups/${meetup.id}`, member.token)).status).toBe(404);
  });

  it('lets only the owner appoint and dismiss co-organizers', async () => {
    const { owner, group, co, member } = await staffedGroup();
    const before = await groupEventCount(app.engines.eventStore, group.id);
    expect((await setRole(group.id, member.id, 'co-organizer')).status).toBe(401);
    for (const token of [co.token, member.token])
      expect((await setRole(group.id, member.id, 'co-organizer', token)).status).toBe(403);
    expect((await setRole(group.id, member.id, 'owner', owner.token)).status).toBe(400);
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before);

    const appointed = await setRole(group.id, member.id, 'co-organizer', owner.token);
    expect(
      appointed.body.find((entry: { userId: string }) => entry.userId === member.id).role,
    ).toBe('co-organizer');
    expect((await app.http.get(`/api/groups/${group.id}`, member.token)).body.canManage).toBe(true);
    // Setting the role someone has already is harmless.
    const again = await setRole(group.id, member.id, 'co-organizer', owner.token);
    expect(again.status).toBe(200);
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before + 1);

    await setRole(group.id, member.id, 'member', owner.token);
    const view = (await app.http.get(`/api/groups/${group.id}`, member.token)).body;
    expect(view).toMatchObject({ role: 'member', canManage: false });
  });

  it('hands the group to a co-organizer, after which the former owner may leave', async () => {
    const { owner, ownerId, group, co, member } = await staffedGroup();
    const transfer = (userId: string, token?: string) =>
      app.http.post(`/api/groups/${group.id}/transfer`, { userId }, token);
    const before = await groupEventCount(app.engines.eventStore, group.id);
    expect((await transfer(co.id)).status).toBe(401);
    expect((await transfer(co.id, co.token)).status).toBe(403);
    const toMember = await transfer(member.id, owner.token);
    expect(toMember.status).toBe(409);
    expect(toMember.body.message).toBe(
      'Hand the group to one of its co-organizers: appoint them first.',
    );
    expect((await transfer('', owner.token)).status).toBe(400);
    const ownerLeaves = await app.http.post(
      `/api/groups/${group.id}/leave`,
      undefined,
      owner.token,
    );
    expect(ownerLeaves.status).toBe(409);
    expect(await groupEventCount(app.engines.eventStore, group.id)).toBe(before);

    const handed = await transfer(co.id, owner.token);
    expect(handed.status, handed.text).toBe(200);
    expect(handed.body).toMatchObject({ ownerId: co.id, role: 'co-organizer', canManage: true });
    expect((await app.http.get(`/api/groups/${group.id}`, co.token)).body.role).toBe('owner');
    const left = await app.http.post(`/api/groups/${group.id}/leave`, undefined, owner.token);
    expect(left.body).toEqual({ left: true });
    const members = (await app.http.get(`/api/groups/${group.id}/members`, co.token)).body;
    expect(members.map((entry: { userId: string }) => entry.userId)).not.toContain(ownerId);
    expect(members[0]).toMatchObject({ userId: co.id, role: 'owner' });
    expect((await app.http.post(`/api/groups/${group.id}/leave`, undefined, co.token)).status).toBe(
      409,
    );
  });
});
