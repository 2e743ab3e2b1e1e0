import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { joinThroughRequest, leaveGroup } from '../support/groups.js';
import {
  buildWorld,
  KINDS,
  ROLES,
  seesContent,
  type Kind,
  type Role,
  type World,
} from './world.js';

/*
 * A group's content: members, posts, comments and likes, its meetups by id,
 * slug and group, the upcoming list, attendees, history, calendars and the
 * event page. A private group's is for its members; an invite-only group does
 * not exist for anyone else.
 */
describe('private groups’ content', () => {
  let world: World;

  beforeAll(async () => {
    world = await buildWorld();
  }, 60_000);
  afterAll(() => world.close());

  /** What a refused caller gets: nothing, as 401 (no token), 403 (a private group is private) or 404. */
  const refused = (kind: Kind, role: Role, path: 'group' | 'meetup', signInRequired: boolean) => {
    if (role === 'anonymous' && signInRequired) return 401;
    if (path === 'meetup' || kind === 'invite-only') return 404;
    return 403;
  };

  const surfaces: {
    name: string;
    path: (kind: Kind) => string;
    on: 'group' | 'meetup';
    signInRequired: boolean;
  }[] = [
    {
      name: 'members',
      path: (kind) => `/api/groups/${world.kinds[kind].groupId}/members`,
      on: 'group',
      signInRequired: true,
    },
    {
      name: 'members with details',
      path: (kind) => `/api/groups/${world.kinds[kind].groupId}/members-with-details`,
      on: 'group',
      signInRequired: true,
    },
    {
      name: 'posts (with likes)',
      path: (kind) => `/api/groups/${world.kinds[kind].groupId}/posts`,
      on: 'group',
      signInRequired: true,
    },
    {
      name: 'comments',
      path: (kind) => `/api/posts/${world.kinds[kind].postId}/comments`,
      on: 'group',
      signInRequired: true,
    },
    {
      name: 'meetup by id',
      path: (kind) => `/api/meetups/${world.kinds[kind].meetup.id}`,
      on: 'meetup',
      signInRequired: false,
    },
    {
      name: 'meetup by slug',
      path: (kind) => `/api/meetups/by-slug/${world.kinds[kind].meetup.slug}`,
      on: 'meetup',
      signInRequired: false,
    },
    {
      name: 'meetups of the group',
      path: (kind) => `/api/meetups?groupId=${world.kinds[kind].groupId}`,
      on: 'group',
      signInRequired: true,
    },
    {
      name: 'attendees',
      path: (kind) => `/api/meetups/${world.kinds[kind].meetup.id}/attendees`,
      on: 'meetup',
      signInRequired: false,
    },
    {
      name: 'ICS download',
      path: (kind) => `/api/meetups/${world.kinds[kind].meetup.id}/calendar.ics`,
      on: 'meetup',
      signInRequired: false,
    },
  ];

  for (const surface of surfaces) {
    describe(surface.name, () => {
      for (const kind of KINDS) {
        for (const role of ROLES) {
          it(`${kind} group, ${role}`, async () => {
            const response = await world.app.http.get(
              surface.path(kind),
              world.tokenOf(kind, role),
            );
            if (seesContent(kind, role) && !(role === 'anonymous' && surface.signInRequired)) {
              expect(response.status, response.text).toBe(200);
              if (surface.on === 'meetup')
                expect(response.text).toContain(
                  surface.name === 'attendees' ? 'Milo' : world.kinds[kind].meetup.title,
                );
            } else {
              expect(response.status).toBe(refused(kind, role, surface.on, surface.signInRequired));
              for (const secret of world.kinds[kind].secrets)
                expect(response.text).not.toContain(secret);
            }
          });
        }
      }
    });
  }

  it('the upcoming list holds a private group’s meetups for its members only', async () => {
    const titles = async (token: string) =>
      (await world.app.http.get('/api/meetups/upcoming', token)).body.map(
        (meetup: { title: string }) => meetup.title,
      );
    expect((await titles(world.stranger.token)).sort()).toEqual(['Open Meadow Stroll']);
    expect(await titles(world.kinds.private.people.requester.token)).not.toContain(
      'Secret reactive session',
    );
    expect(await titles(world.kinds.private.people.member.token)).toContain(
      'Secret reactive session',
    );
    expect(await titles(world.kinds['invite-only'].people['co-organizer'].token)).toContain(
      'Hush hush hangout',
    );
  });

  it('history: the group’s organizers and administrators audit; nobody else learns the meetup exists', async () => {
    const { meetup, people } = world.kinds.private;
    const history = (token: string) =>
      world.app.http.get(`/api/meetups/${meetup.id}/history`, token);
    expect((await history(people.owner.token)).status).toBe(200);
    expect((await history(people['co-organizer'].token)).status).toBe(200);
    expect((await history(people.member.token)).status).toBe(403);
    expect((await history(people.requester.token)).status).toBe(404);
    expect((await history(world.stranger.token)).status).toBe(404);
  });

  it('the event page of a private or invite-only meetup is the plain 404 page: no title, JSON-LD or Open Graph data', async () => {
    for (const kind of ['private', 'invite-only'] as const) {
      const { meetup } = world.kinds[kind];
      for (const path of [`/event/${meetup.slug}`, `/meetups/${meetup.id}`]) {
        const page = await world.app.http.get(path);
        expect(page.status).toBe(404);
        expect(page.text).toContain('<div id="root"></div>');
        expect(page.text).not.toContain('application/ld+json');
        expect(page.text).not.toContain('og:');
        for (const secret of world.kinds[kind].secrets) expect(page.text).not.toContain(secret);
      }
    }
  });

  it('server-written links come from PUBLIC_URL, never the Host header: event page, ICS, feed URL and feed', async () => {
    const { meetup, people } = world.kinds.public;
    const evil = { headers: { host: 'evil.example' } };
    const page = await world.app.http.request('GET', `/meetups/${meetup.id}`, evil);
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      `<meta property="og:url" content="https://packmeet.example/event/${meetup.slug}" />`,
    );
    expect(page.text).toContain(`"url":"https://packmeet.example/event/${meetup.slug}"`);
    const ics = await world.app.http.request('GET', `/api/meetups/${meetup.id}/calendar.ics`, evil);
    expect(ics.text).toContain(`URL:https://packmeet.example/event/${meetup.slug}`);
    const feedUrl = await world.app.http.request('GET', '/api/calendar/feed-url', {
      ...evil,
      token: people.member.token,
    });
    expect(feedUrl.body.url).toMatch(/^https:\/\/packmeet\.example\/api\/calendar\/.+\.ics$/);
    const feed = await world.app.http.request('GET', new URL(feedUrl.body.url).pathname, evil);
    expect(feed.text).toContain('BEGIN:VEVENT');
    for (const response of [page, ics, feedUrl, feed])
      expect(response.text).not.toContain('evil.example');
  });

  it('leaving a private group drops its meetups from the calendar feed at once', async () => {
    const { app, kinds } = world;
    const { groupId, meetup, people } = kinds.private;
    const leaver = await registerUser(app.http, { city: 'Austin', state: 'TX' });
    await joinThroughRequest(app.http, people.owner.token, leaver.token, groupId);
    const going = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { status: 'going' },
      leaver.token,
    );
    expect(going.status, going.text).toBe(200);
    const feedPath = new URL((await app.http.get('/api/calendar/feed-url', leaver.token)).body.url)
      .pathname;
    expect((await app.http.get(feedPath)).text).toContain('Secret reactive session');

    await leaveGroup(app.http, leaver.token, groupId);
    const after = await app.http.get(feedPath);
    expect(after.status).toBe(200);
    expect(after.text).not.toContain('Secret reactive session');
    expect(after.text).not.toContain('Hidden Backyard');
  });
});
