import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/support/accounts.js';
import { addDog } from '../../../test/support/dogs.js';
import { png } from '../../../test/support/images.js';
import { createGroup, joinGroup, userIdOf } from '../../../test/support/groups.js';
import { scheduleMeetup } from '../../../test/support/meetups.js';
import { download, uploadPhoto } from '../../../test/support/objects.js';
import { startTestApp, type TestApp } from '../../../test/support/test-app.js';
import type { MemberExport } from '../../contracts/member-export.js';

describe('data export (GET /api/users/me/export) and photos on deletion', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('downloads everything held about the caller, and nothing of anyone else', async () => {
    const { http } = app;
    const organizer = await registerUser(http, { firstName: 'Olive', lastName: 'Oakenshield' });
    const priya = await registerUser(http, { firstName: 'Priya', lastName: 'Patel' });
    const group = await createGroup(http, organizer.token, { name: 'Export Pups' });
    await joinGroup(http, priya.token, group.id);
    await addDog(http, priya.token, { name: 'Maple' });
    const meetup = await scheduleMeetup(http, organizer.token, group.id, {
      title: 'Morning Sniff',
    });
    expect(
      (await http.post(`/api/meetups/${meetup.id}/rsvp`, { status: 'maybe' }, priya.token)).status,
    ).toBe(200);
    const post = await http.post(
      `/api/groups/${group.id}/posts`,
      { content: 'Olive welcomes you' },
      organizer.token,
    );
    const priyasPost = await http.post(
      `/api/groups/${group.id}/posts`,
      { content: 'Priya’s first post' },
      priya.token,
    );
    expect(priyasPost.status, priyasPost.text).toBe(201);
    expect(
      (
        await http.post(
          `/api/posts/${post.body.id}/comments`,
          { content: 'Thanks for having us!' },
          priya.token,
        )
      ).status,
    ).toBe(201);
    await http.put('/api/profile', { bio: 'Maple’s person' }, priya.token);
    // Olive answers Priya's post: Priya is told, and the notification names who answered.
    expect(
      (
        await http.post(
          `/api/posts/${priyasPost.body.id}/comments`,
          { content: 'Lovely to meet Maple' },
          organizer.token,
        )
      ).status,
    ).toBe(201);
    await expect
      .poll(async () => (await http.get('/api/notifications', priya.token)).text)
      .toContain('Olive');

    expect((await http.get('/api/users/me/export')).status).toBe(401);
    const response = await http.get<MemberExport>('/api/users/me/export', priya.token);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = response.body;
    expect(data.profile).toMatchObject({
      firstName: 'Priya',
      lastName: 'Patel',
      bio: 'Maple’s person',
    });
    expect(data.dogs.map((dog) => dog.name)).toEqual(['Maple']);
    expect(data.memberships).toEqual([
      expect.objectContaining({ groupId: group.id, groupName: 'Export Pups' }),
    ]);
    expect(data.rsvps).toEqual([
      expect.objectContaining({ status: 'maybe', meetupTitle: 'Morning Sniff' }),
    ]);
    expect(data.meetupHistory.length).toBeGreaterThan(0);
    expect(data.posts.map((found) => found.content)).toEqual(['Priya’s first post']);
    expect(data.comments.map((found) => found.content)).toEqual(['Thanks for having us!']);
    expect(data.accountHistory.map((event) => event.type)).toEqual(
      expect.arrayContaining(['UserRegistered', 'UserProfileUpdated', 'DogAdded']),
    );
    expect(response.text).not.toContain('passwordHash');
    expect(response.text).not.toContain('_position');
    // The notification is there, naming its actor by id only.
    expect(data.notifications).toContainEqual(
      expect.objectContaining({ actorId: await userIdOf(http, organizer.token) }),
    );
    // Others appear by id at most: not their names, words or email.
    for (const other of ['Olive', 'Oakenshield', organizer.email])
      expect(response.text).not.toContain(other);
  });

  it('deletes the member’s photos from object storage with the account', async () => {
    const { http } = app;
    const member = await registerUser(http, { firstName: 'Fotini' });
    const picture = await uploadPhoto(http, member.token, await png());
    expect((await http.put('/api/profile', { profilePicture: picture }, member.token)).status).toBe(
      200,
    );
    const dogPhoto = await uploadPhoto(http, member.token, await png(80, 60));
    await addDog(http, member.token, { name: 'Snapshot', profilePicture: dogPhoto });
    for (const path of [picture, dogPhoto])
      expect((await download(http, path)).response.status).toBe(200);

    const deleted = await http.request('DELETE', '/api/users/me', {
      body: { password: member.password },
      token: member.token,
    });
    expect(deleted.status, deleted.text).toBe(204);
    for (const path of [picture, dogPhoto])
      expect((await download(http, path)).response.status).toBe(404);
  });
});
