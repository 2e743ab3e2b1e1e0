import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, KINDS, ROLES, seesContent, type World } from './world.js';

/*
 * Where people look for groups: the group list, browse, the directory, the
 * city summary and page, and venue suggestions. Private groups are listed by
 * their listing fields only; invite-only groups are nowhere but in their
 * members' own list.
 */
describe('private groups in discovery', () => {
  let world: World;

  beforeAll(async () => {
    world = await buildWorld();
  }, 60_000);
  afterAll(() => world.close());

  const secretsHidden = (text: string, kinds: readonly (typeof KINDS)[number][]) => {
    for (const kind of kinds)
      for (const secret of world.kinds[kind].secrets) expect(text).not.toContain(secret);
  };

  describe('GET /api/groups', () => {
    for (const kind of KINDS) {
      for (const role of ROLES) {
        it(`${kind} group, ${role}`, async () => {
          const { groupId } = world.kinds[kind];
          const response = await world.app.http.get('/api/groups', world.tokenOf(kind, role));
          if (role === 'anonymous') return expect(response.status).toBe(401);
          expect(response.status).toBe(200);
          const listed = response.body.groups.find((group: { id: string }) => group.id === groupId);
          const own = response.body.userGroups.some(
            (group: { id: string }) => group.id === groupId,
          );
          if (seesContent(kind, role)) {
            expect(listed).toMatchObject({
              view: 'full',
              creatorDisplayName: `Olive ${listed.name[0]}.`,
            });
            expect(own).toBe(role !== 'stranger' && role !== 'requester');
          } else if (kind === 'private') {
            expect(listed).toMatchObject({
              view: 'listing',
              name: 'Quietsmith Pack',
              description: 'The Quietsmith dogs',
              memberCount: 3,
              kind: 'private',
              creatorDisplayName: '',
              creatorId: '',
              ownerId: '',
              isMember: false,
            });
            expect(own).toBe(false);
          } else {
            expect(listed).toBeUndefined();
            expect(JSON.stringify(response.body)).not.toContain('Hushwell');
          }
        });
      }
    }

    it('counts in the stats only the groups the caller sees', async () => {
      const stats = async (token: string) =>
        (await world.app.http.get('/api/groups', token)).body.stats;
      expect((await stats(world.stranger.token)).inUserCity).toBe(2);
      expect((await stats(world.kinds['invite-only'].people.member.token)).inUserCity).toBe(3);
    });
  });

  it('GET /api/groups/browse lists public and private groups by their listing fields, never invite-only ones', async () => {
    for (const token of [
      undefined,
      world.stranger.token,
      world.kinds['invite-only'].people.owner.token,
    ]) {
      const { body, text } = await world.app.http.get('/api/groups/browse', token);
      expect(body.groups.map((group: { name: string }) => group.name).sort()).toEqual([
        'Opensby Pack',
        'Quietsmith Pack',
      ]);
      expect(body.total).toBe(2);
      expect(text).not.toContain('Hushwell');
      expect((await world.app.http.get('/api/groups/browse?q=hushwell', token)).body.total).toBe(0);
    }
  });

  it('GET /api/locations/directory counts listed groups and only public groups’ meetups', async () => {
    const { body } = await world.app.http.get('/api/locations/directory');
    expect(body.TX).toEqual({
      totalGroups: 2,
      totalMeetups: 1,
      cities: { Austin: { slug: 'austin-tx', groupCount: 2, totalMeetups: 1 } },
    });
  });

  it('GET /api/locations/city/{slug}: a private group by its listing fields, adding nothing to any figure; no invite-only group', async () => {
    const { status, body, text } = await world.app.http.get('/api/locations/city/austin-tx');
    expect(status).toBe(200);
    // Only the public group's owner, co-organizer and member; only its member's dog.
    expect(body).toMatchObject({
      totalGroups: 2,
      totalMembers: 3,
      totalMeetups: 1,
      totalDogs: 1,
      popularBreeds: ['Beagle'],
    });
    const names = body.groups.map((entry: { group: { name: string } }) => entry.group.name);
    expect(names.sort()).toEqual(['Opensby Pack', 'Quietsmith Pack']);
    const hidden = body.groups.find(
      (entry: { group: { name: string } }) => entry.group.name === 'Quietsmith Pack',
    );
    expect(hidden).toMatchObject({
      view: 'listing',
      kind: 'private',
      memberCount: 3,
      totalMeetups: 0,
      upcomingMeetups: 0,
      popularBreeds: [],
      recentActivity: [],
      engagementRate: 0,
    });
    secretsHidden(text, ['private', 'invite-only']);
    expect(text).not.toContain('Hushwell');
    expect(text).toContain('Open Meadow Stroll');
  });

  it('GET /city/{slug}: the head counts the same, and its og:url comes from PUBLIC_URL, whatever the Host header says', async () => {
    const page = await world.app.http.request('GET', '/city/austin-tx', {
      headers: { host: 'evil.example' },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      'Join 2 dog groups and 3 dog owners in Austin, TX. Popular breeds: Beagle.',
    );
    expect(page.text).toContain(
      '<meta property="og:url" content="https://packmeet.example/city/austin-tx" />',
    );
    expect(page.text).not.toContain('evil.example');
    secretsHidden(page.text, ['private', 'invite-only']);
  });

  describe('GET /api/venues', () => {
    const venues = async (token: string) =>
      (await world.app.http.get('/api/venues?city=Austin&state=TX', token)).body.map(
        (venue: { name: string }) => venue.name,
      );
    for (const kind of KINDS) {
      for (const role of ROLES.filter((role) => role !== 'anonymous')) {
        it(`${kind} group’s venue, ${role}`, async () => {
          const token = world.tokenOf(kind, role)!;
          const place = world.kinds[kind].secrets[1]!;
          if (seesContent(kind, role)) expect(await venues(token)).toContain(place);
          else expect(await venues(token)).not.toContain(place);
        });
      }
    }

    it('are only for the signed in', async () => {
      expect((await world.app.http.get('/api/venues?city=Austin&state=TX')).status).toBe(401);
    });

    it('never name a place only a private group used, even searched for by its address', async () => {
      const found = await world.app.http.get(
        '/api/venues?city=Austin&state=TX&q=hidden%20backyard',
        world.stranger.token,
      );
      expect(found.body).toEqual([]);
    });
  });
});
