import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { changeGroupKind, createGroup, joinGroup, leaveGroup } from '../../test/support/groups.js';
import { jpegWithGps } from '../../test/support/images.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { putFile, requestUpload } from '../../test/support/objects.js';
import { connect, fence, watchMeetup } from '../../test/support/sockets.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { LIVE_EVENTS, type WatchAck } from '../contracts/live.js';
import { ALBUM_PUSH, type AlbumPush, type AlbumResponse } from '../contracts/photos.js';
import { CLOCK, type Clock } from '../shared/clock.port.js';

const HOUR = 60 * 60_000;

/** Every album push `socket` receives from now on. */
function collect(socket: Socket): AlbumPush[] {
  const pushes: AlbumPush[] = [];
  socket.on(ALBUM_PUSH, (push: AlbumPush) => pushes.push(push));
  return pushes;
}

const watchGroup = (socket: Socket, groupId: string) =>
  socket.emitWithAck(LIVE_EVENTS.watchGroup, { groupId }) as Promise<WatchAck>;

/** Album pushes over a real socket.io client against the real HTTP server. */
describe('albums, live', () => {
  let app: TestApp;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
  });
  afterEach(() => vi.restoreAllMocks());

  const open = async (token?: string) => {
    const socket = await connect(app.http.baseUrl, token);
    sockets.push(socket);
    return socket;
  };

  /** A group (of `kind`), a meetup that started an hour ago, a member who went, another who did not (unless `bothWent`). */
  async function aMeetupThatStarted(kind: 'public' | 'private', bothWent = false) {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      date: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    const member = await registerUser(app.http);
    const other = await registerUser(app.http);
    for (const person of [member, other]) await joinGroup(app.http, person.token, group.id);
    for (const person of bothWent ? [member, other] : [member]) {
      const rsvp = await app.http.post(`/api/meetups/${meetup.id}/rsvp`, {}, person.token);
      expect(rsvp.status, rsvp.text).toBe(200);
    }
    if (kind === 'private') await changeGroupKind(app.http, organizer.token, group.id, 'private');
    vi.spyOn(app.app.get<Clock>(CLOCK), 'now').mockImplementation(
      () => new Date(Date.now() + HOUR),
    );
    return { organizer, group, meetup, member, other };
  }

  async function addPhoto(meetupId: string, token: string) {
    const { uploadURL } = await requestUpload(app.http, token);
    expect((await putFile(app.http, uploadURL, await jpegWithGps(), 'image/jpeg')).status).toBe(
      200,
    );
    const added = await app.http.post<AlbumResponse>(
      `/api/meetups/${meetupId}/photos`,
      { objectURL: uploadURL },
      token,
    );
    expect(added.status, added.text).toBe(201);
    return added.body.photos.at(-1)!;
  }

  it('an added, hidden and deleted photo reaches the event page and the group page, each as its viewer sees it', async () => {
    const { organizer, group, meetup, member, other } = await aMeetupThatStarted('public');
    const visitor = await open();
    const otherSocket = await open(other.token);
    const organizerGroupPage = await open(organizer.token);
    for (const socket of [visitor, otherSocket])
      expect(await watchMeetup(socket, meetup.id)).toEqual({ ok: true });
    expect(await watchGroup(organizerGroupPage, group.id)).toEqual({ ok: true });
    const seen = new Map([
      ['visitor', collect(visitor)],
      ['other', collect(otherSocket)],
      ['organizer', collect(organizerGroupPage)],
    ]);

    const photo = await addPhoto(meetup.id, member.token);
    for (const [who, pushes] of seen)
      await expect.poll(() => pushes.length, { message: who }).toBe(1);
    for (const [who, pushes] of seen) {
      expect(pushes[0], who).toMatchObject({
        meetupId: meetup.id,
        groupId: group.id,
        kind: 'photo',
        photo: { id: photo.id, thumbURL: photo.thumbURL, uploader: photo.uploader },
      });
    }
    // Each as the album answers them: only the organizer may delete another's photo.
    expect(seen.get('organizer')![0]).toMatchObject({ photo: { canDelete: true } });
    expect(seen.get('other')![0]).toMatchObject({ photo: { canDelete: false } });
    expect(seen.get('visitor')![0]).toMatchObject({ photo: { canDelete: false } });

    const hidden = await app.http.post(
      `/api/meetups/${meetup.id}/photos/${photo.id}/hide`,
      { reason: 'A child’s face' },
      organizer.token,
    );
    expect(hidden.status, hidden.text).toBe(200);
    for (const [who, pushes] of seen)
      await expect
        .poll(() => pushes.at(-1), { message: who })
        .toEqual({ meetupId: meetup.id, groupId: group.id, kind: 'removed', photoId: photo.id });

    const second = await addPhoto(meetup.id, member.token);
    await expect.poll(() => seen.get('other')!.length).toBe(3);
    const deleted = await app.http.delete(
      `/api/meetups/${meetup.id}/photos/${second.id}`,
      member.token,
    );
    expect(deleted.status, deleted.text).toBe(200);
    for (const [who, pushes] of seen)
      await expect
        .poll(() => pushes.at(-1), { message: who })
        .toEqual({ meetupId: meetup.id, groupId: group.id, kind: 'removed', photoId: second.id });
    // Once per change: nothing more came after the deletion's push.
    for (const socket of [visitor, otherSocket, organizerGroupPage]) await fence(socket);
    for (const [who, pushes] of seen) expect(pushes, who).toHaveLength(4);
  });

  it('a member who deletes their account: their photos leave open event and group pages live', async () => {
    const { organizer, group, meetup, member, other } = await aMeetupThatStarted('public', true);
    const theirs = [
      await addPhoto(meetup.id, member.token),
      await addPhoto(meetup.id, member.token),
    ];
    const kept = await addPhoto(meetup.id, other.token);
    const eventPage = await open();
    const groupPage = await open(organizer.token);
    expect(await watchMeetup(eventPage, meetup.id)).toEqual({ ok: true });
    expect(await watchGroup(groupPage, group.id)).toEqual({ ok: true });
    const seen = new Map([
      ['event page', collect(eventPage)],
      ['group page', collect(groupPage)],
    ]);

    const deletion = await app.http.request('DELETE', '/api/users/me', {
      body: { password: member.password },
      token: member.token,
    });
    expect(deletion.status, deletion.text).toBe(204);
    // One removal per photo of theirs, in whichever order the albums withdraw them.
    const removed = (photoId: string) => ({
      meetupId: meetup.id,
      groupId: group.id,
      kind: 'removed',
      photoId,
    });
    for (const [who, pushes] of seen)
      await expect
        .poll(() => pushes, { message: who })
        .toEqual(expect.arrayContaining(theirs.map((photo) => removed(photo.id))));
    // What the pages show live is what the album answers: the other member's photo only.
    const album = await app.http.get<AlbumResponse>(`/api/meetups/${meetup.id}/photos`);
    expect(album.body.photos.map((photo) => photo.id)).toEqual([kept.id]);
    for (const socket of [eventPage, groupPage]) await fence(socket);
    for (const [who, pushes] of seen) expect(pushes, who).toHaveLength(2);
  });

  it('a private group’s photo push never reaches a socket that is not its member’s', async () => {
    const { group, meetup, member, other } = await aMeetupThatStarted('private');
    const stranger = await registerUser(app.http);
    const visitor = await open();
    const strangerSocket = await open(stranger.token);
    for (const socket of [visitor, strangerSocket]) {
      expect((await watchMeetup(socket, meetup.id)).ok).toBe(false);
      expect((await watchGroup(socket, group.id)).ok).toBe(false);
    }
    const memberPage = await open(other.token);
    expect(await watchMeetup(memberPage, meetup.id)).toEqual({ ok: true });
    expect(await watchGroup(memberPage, group.id)).toEqual({ ok: true });
    // The uploader's own page, which every push of this album reaches.
    const witness = await open(member.token);
    expect(await watchMeetup(witness, meetup.id)).toEqual({ ok: true });
    const outside = [collect(visitor), collect(strangerSocket)];
    const inside = collect(memberPage);
    const witnessed = collect(witness);

    const photo = await addPhoto(meetup.id, member.token);
    // Watching the event page and the group page, the member's socket hears it on each.
    await expect.poll(() => inside.length).toBe(1);
    expect(inside[0]).toMatchObject({ kind: 'photo', photo: { id: photo.id } });
    expect(photo.thumbURL).toContain('?');

    // Once they leave the group their socket leaves its rooms: the next photo passes it by.
    await leaveGroup(app.http, other.token, group.id);
    await expect
      .poll(async () => (await app.http.get(`/api/groups/${group.id}/photos`, other.token)).status)
      .not.toBe(200);
    await addPhoto(meetup.id, member.token);
    await expect.poll(() => witnessed.length).toBe(2);
    for (const socket of [visitor, strangerSocket, memberPage]) await fence(socket);
    expect(outside.flat()).toEqual([]);
    expect(inside).toHaveLength(1);
  });
});
