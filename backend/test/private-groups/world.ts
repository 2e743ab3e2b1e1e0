import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { addDog } from '../support/dogs.js';
import { createGroup, inviteCodeOf, joinThroughRequest, requestToJoin } from '../support/groups.js';
import { scheduleMeetup } from '../support/meetups.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

export const KINDS = ['public', 'private', 'invite-only'] as const;
export type Kind = (typeof KINDS)[number];

/** Who looks: nobody signed in, a stranger, someone waiting for an answer, and the group's own. */
export const ROLES = [
  'anonymous',
  'stranger',
  'requester',
  'member',
  'co-organizer',
  'owner',
] as const;
export type Role = (typeof ROLES)[number];

export interface Person {
  id: string;
  token: string;
}

export interface KindWorld {
  groupId: string;
  meetup: { id: string; slug: string; title: string };
  postId: string;
  people: Record<Exclude<Role, 'anonymous' | 'stranger'>, Person>;
  /** Words only this group's content holds: none may reach anyone who may not see it. */
  secrets: string[];
}

export interface World {
  app: TestApp;
  stranger: Person;
  kinds: Record<Kind, KindWorld>;
  /** The token of `role` for `kind` (undefined: anonymous). */
  tokenOf(kind: Kind, role: Role): string | undefined;
  close(): Promise<void>;
}

/** Who may see a group's content: its members, whatever the kind; anyone, for a public group. */
export const seesContent = (kind: Kind, role: Role) =>
  kind === 'public' || role === 'member' || role === 'co-organizer' || role === 'owner';

const TITLES: Record<Kind, string> = {
  public: 'Open Meadow Stroll',
  private: 'Secret reactive session',
  'invite-only': 'Hush hush hangout',
};
const PLACES: Record<Kind, string> = {
  public: 'Meadow Commons',
  private: 'Hidden Backyard',
  'invite-only': 'Whisper Barn',
};
const BREEDS: Record<Kind, string> = {
  public: 'Beagle',
  private: 'Xoloitzcuintli',
  'invite-only': 'Azawakh',
};
const SURNAMES: Record<Kind, string> = {
  public: 'Opensby',
  private: 'Quietsmith',
  'invite-only': 'Hushwell',
};

async function person(app: TestApp, firstName: string, lastName: string): Promise<Person> {
  const { token } = await registerUser(app.http, {
    firstName,
    lastName,
    city: 'Austin',
    state: 'TX',
  });
  const profile = await app.http.get('/api/profile', token);
  expect(profile.status, profile.text).toBe(200);
  return { id: profile.body.id, token };
}

/**
 * Three groups in Austin, one of each kind, each with an owner, a
 * co-organizer, a member (with a dog of a rare breed, going to the group's
 * meetup at its own venue, with a post and a comment) and someone waiting
 * for an answer to their request; plus a stranger in Austin. Everyone gets
 * there as a user would: join requests (through an invite link for the
 * invite-only group) approved by the owner, who appoints the co-organizer.
 */
export async function buildWorld(): Promise<World> {
  const dist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>PackMeet</title></head><body><div id="root"></div></body></html>',
  );
  const app = await startTestApp({
    env: { FRONTEND_DIST: dist, PUBLIC_URL: 'https://packmeet.example' },
  });
  const stranger = await person(app, 'Sam', 'Stranger');
  const kinds = {} as Record<Kind, KindWorld>;
  for (const kind of KINDS) {
    const surname = SURNAMES[kind];
    const owner = await person(app, 'Olive', surname);
    const coOrganizer = await person(app, 'Cora', surname);
    const member = await person(app, 'Milo', surname);
    const requester = await person(app, 'Remy', surname);
    const group = await createGroup(app.http, owner.token, {
      name: `${surname} Pack`,
      description: `The ${surname} dogs`,
      kind,
    });
    const inviteCode =
      kind === 'invite-only' ? await inviteCodeOf(app.http, owner.token, group.id) : null;
    for (const joiner of [coOrganizer, member])
      await joinThroughRequest(app.http, owner.token, joiner.token, group.id, { inviteCode });
    const appointed = await app.http.put(
      `/api/groups/${group.id}/members/${coOrganizer.id}/role`,
      { role: 'co-organizer' },
      owner.token,
    );
    expect(appointed.status, appointed.text).toBe(200);
    if (kind !== 'public') await requestToJoin(app.http, requester.token, group.id, { inviteCode });
    await addDog(app.http, member.token, { name: `${surname} Dog`, breed: BREEDS[kind] });
    const meetup = await scheduleMeetup(app.http, owner.token, group.id, {
      title: TITLES[kind],
      location: `99 ${PLACES[kind]} Lane, Austin, TX 78704, USA`,
      locationDisplay: PLACES[kind],
    });
    const rsvp = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'going' },
      member.token,
    );
    expect(rsvp.status, rsvp.text).toBe(200);
    const post = await app.http.post(
      `/api/groups/${group.id}/posts`,
      { content: `${surname} news: the gate code changed` },
      member.token,
    );
    expect(post.status, post.text).toBe(201);
    const comment = await app.http.post(
      `/api/posts/${post.body.id}/comments`,
      { content: `${surname} reply` },
      owner.token,
    );
    expect(comment.status, comment.text).toBe(201);
    kinds[kind] = {
      groupId: group.id,
      meetup: { id: meetup.id, slug: meetup.slug, title: TITLES[kind] },
      postId: post.body.id,
      people: { owner, 'co-organizer': coOrganizer, member, requester },
      secrets: [TITLES[kind], PLACES[kind], BREEDS[kind], `Milo ${surname[0]}.`, `${surname} news`],
    };
  }
  return {
    app,
    stranger,
    kinds,
    tokenOf: (kind, role) =>
      role === 'anonymous'
        ? undefined
        : role === 'stranger'
          ? stranger.token
          : kinds[kind].people[role].token,
    close: async () => {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
