import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupListResponse, GroupResponse } from '../contracts/groups.js';
import type { MeetupResponse } from '../contracts/meetups.js';
import { registerUser } from '../../test/support/accounts.js';
import { changeGroupKind, createGroup } from '../../test/support/groups.js';
import { scheduleMeetup } from '../../test/support/meetups.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

/** Wherever an organizer who is a trainer is named, the name leads to their trainer page. */
describe("organizer names and trainers' pages", () => {
  let app: TestApp;
  let dist: string;
  let trainer: Awaited<ReturnType<typeof registerUser>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let viewer: Awaited<ReturnType<typeof registerUser>>;
  let trainerGroup: GroupResponse;
  let ownerGroup: GroupResponse;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>PackMeet</title></head><body><div id="root"></div></body></html>',
    );
    app = await startTestApp({ env: { FRONTEND_DIST: dist } });
    trainer = await registerUser(app.http, {
      firstName: 'Kim',
      lastName: 'Ortega',
      isTrainer: true,
    });
    owner = await registerUser(app.http, { firstName: 'Nora', lastName: 'Owner' });
    viewer = await registerUser(app.http);
    trainerGroup = await createGroup(app.http, trainer.token, { name: 'Ortega Obedience' });
    ownerGroup = await createGroup(app.http, owner.token, { name: 'Austin Ambles' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("gives a trainer's username with their name on the group page and the group list", async () => {
    const page = await app.http.get<GroupResponse>(`/api/groups/${trainerGroup.id}`, viewer.token);
    expect(page.body).toMatchObject({
      creatorDisplayName: 'Kim O.',
      creatorTrainer: trainer.username,
    });
    const plain = await app.http.get<GroupResponse>(`/api/groups/${ownerGroup.id}`, viewer.token);
    expect(plain.body).toMatchObject({ creatorDisplayName: 'Nora O.', creatorTrainer: null });

    const list = await app.http.get<GroupListResponse>('/api/groups', viewer.token);
    const cards = new Map(list.body.groups.map((group) => [group.id, group.creatorTrainer]));
    expect(cards.get(trainerGroup.id)).toBe(trainer.username);
    expect(cards.get(ownerGroup.id)).toBeNull();
  });

  it('follows the profile: a member who stops being a trainer is plain text again', async () => {
    const other = await registerUser(app.http, { isTrainer: true });
    const group = await createGroup(app.http, other.token, { name: 'Short-lived Classes' });
    const stopped = await app.http.put('/api/profile', { isTrainer: false }, other.token);
    expect(stopped.status, stopped.text).toBe(200);
    const list = await app.http.get<GroupListResponse>('/api/groups', viewer.token);
    expect(list.body.groups.find((found) => found.id === group.id)?.creatorTrainer).toBeNull();
  });

  it("names no trainer in a private group's listing", async () => {
    const closed = await createGroup(app.http, trainer.token, { name: 'Quiet Classes' });
    await changeGroupKind(app.http, trainer.token, closed.id, 'private');
    const listing = await app.http.get<GroupResponse>(`/api/groups/${closed.id}`, viewer.token);
    expect(listing.body).toMatchObject({ view: 'listing', creatorTrainer: null });
    expect(listing.text).not.toContain(trainer.username);
  });

  it("links the event page's organizer, in the app's data and in the server's HTML", async () => {
    const meetup = await scheduleMeetup(app.http, trainer.token, trainerGroup.id, {
      title: 'Recall Basics',
    });
    const plain = await scheduleMeetup(app.http, owner.token, ownerGroup.id, { title: 'Amble' });
    const answer = await app.http.get<MeetupResponse>(`/api/meetups/${meetup.id}`);
    expect(answer.body.organizerTrainer).toBe(trainer.username);

    const page = await app.http.get(`/event/${meetup.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(
      new RegExp(`<a href="/trainers/${trainer.username}"\\s*>Kim O(rtega|\\.)</a\\s*>`),
    );
    const other = await app.http.get(`/event/${plain.slug}`);
    expect(other.text).toContain('<dt>Organizer</dt>');
    expect(other.text).not.toContain('/trainers/');
  });
});
