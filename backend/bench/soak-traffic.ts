import { JwtService } from '@nestjs/jwt';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';

/*
 * The soak bench's traffic: who the signed-in visitors are, what they may do
 * in the demo community, and the next request of a realistic mix. Every
 * request is one the product answers 2xx, so any error counts.
 */

/** Kinds of request, reported separately. */
export type Kind = 'page' | 'api read' | 'signed-in read' | 'write';

export interface Planned {
  kind: Kind;
  /** The route pattern, for failure messages. */
  route: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  token?: string;
  body?: unknown;
  /** Called once answered: with the parsed JSON of a 2xx answer, else with undefined. */
  done?: (body: any) => void;
}

/** A demo owner taking part as a signed-in visitor; one request at a time. */
interface Persona {
  userId: string;
  token: string;
  busy: boolean;
  /** Public groups with upcoming meetups they belong to. */
  groups: string[];
  /** Meetups they answered 'going' during the soak (cleared on the next turn). */
  going: Set<string>;
  /** A group they joined during the soak, to leave on the next turn. */
  joined: string | null;
}

export interface Community {
  meetups: string[];
  meetupsByGroup: Map<string, string[]>;
  posts: Map<string, string[]>;
  publicGroups: string[];
  personas: Persona[];
}

/**
 * Reads the demo's log: public groups, their upcoming meetups (not cancelled,
 * starting over an hour from now, so no RSVP meets a closed meetup), their
 * posts, and up to `personaCount` owners who belong to such groups, with a
 * token each signed with the server's secret.
 */
export async function readCommunity(
  file: string,
  secret: string,
  personaCount: number,
): Promise<Community> {
  const store = new SqliteEventStore(file);
  const privateGroups = new Set<string>();
  const owners: string[] = [];
  const members = new Map<string, Set<string>>();
  const meetupGroup = new Map<string, string>();
  const cancelled = new Set<string>();
  const posts = new Map<string, string[]>();
  const deleted = new Set<string>();
  const soon = Date.now() + 3_600_000;
  const memberships = (userId: string) =>
    members.get(userId) ?? members.set(userId, new Set()).get(userId)!;
  for await (const event of store.readAll()) {
    const data = event.data as Record<string, any>;
    if (event.type === 'UserRegistered') owners.push(data.userId);
    else if (event.type === 'GroupCreated') {
      if (data.isPrivate) privateGroups.add(data.groupId);
      memberships(data.creatorId).add(data.groupId);
    } else if (event.type === 'GroupJoined') memberships(data.userId).add(data.groupId);
    else if (event.type === 'GroupLeft') memberships(data.userId).delete(data.groupId);
    else if (event.type === 'MeetupScheduled' && data.groupId && Date.parse(data.startsAt) > soon)
      meetupGroup.set(data.meetupId, data.groupId);
    else if (event.type === 'MeetupCancelled') cancelled.add(data.meetupId);
    else if (event.type === 'PostCreated')
      posts.set(data.groupId, [...(posts.get(data.groupId) ?? []), data.postId]);
    else if (event.type === 'PostDeleted') deleted.add(data.postId);
  }
  await store.close();

  const meetupsByGroup = new Map<string, string[]>();
  for (const [meetupId, groupId] of meetupGroup) {
    if (cancelled.has(meetupId) || privateGroups.has(groupId)) continue;
    meetupsByGroup.set(groupId, [...(meetupsByGroup.get(groupId) ?? []), meetupId]);
  }
  for (const [groupId, ids] of posts)
    posts.set(
      groupId,
      ids.filter((id) => !deleted.has(id)),
    );
  const jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256' } });
  const personas: Persona[] = [];
  for (const userId of owners) {
    const groups = [...(members.get(userId) ?? [])].filter((id) => meetupsByGroup.has(id));
    if (groups.length === 0) continue;
    const token = jwt.sign({ sub: userId, userId }, { expiresIn: 24 * 3600 });
    personas.push({ userId, token, busy: false, groups, going: new Set(), joined: null });
    if (personas.length === personaCount) break;
  }
  return {
    meetups: [...meetupsByGroup.values()].flat(),
    meetupsByGroup,
    posts,
    publicGroups: [...meetupsByGroup.keys()],
    personas,
  };
}

/** Draws from a weighted list. */
function weighted<T>(next: () => number, entries: readonly (readonly [number, T])[]): T {
  const total = entries.reduce((sum, [weight]) => sum + weight, 0);
  let roll = next() * total;
  for (const [weight, value] of entries) if ((roll -= weight) < 0) return value;
  return entries.at(-1)![1];
}

/**
 * The next request of the mix: 20% page loads (home, city, event page, the
 * app's script), 30% anonymous API reads, 35% signed-in reads and 15% writes
 * (RSVP and taking it back, posts, comments, joining and leaving a group).
 */
export function nextRequest(
  community: Community,
  next: () => number,
  citySlugs: readonly string[],
  script: string,
): Planned {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const meetup = pick(community.meetups);
  const persona = pick(community.personas);
  const group = pick(persona.groups);
  const read = (kind: Kind, route: string, path: string, token?: string): Planned => ({
    kind,
    route,
    method: 'GET',
    path,
    token,
  });
  return weighted<() => Planned>(next, [
    [5, () => read('page', 'GET /', '/')],
    [5, () => read('page', 'GET /city/:slug', `/city/${pick(citySlugs)}`)],
    [5, () => read('page', 'GET /meetups/:id', `/meetups/${meetup}`)],
    [5, () => read('page', 'GET /assets/index.js', script)],
    [10, () => read('api read', 'GET /api/meetups/:id', `/api/meetups/${meetup}`)],
    [
      5,
      () => read('api read', 'GET /api/meetups/:id/attendees', `/api/meetups/${meetup}/attendees`),
    ],
    [
      8,
      () =>
        read('api read', 'GET /api/locations/city/:slug', `/api/locations/city/${pick(citySlugs)}`),
    ],
    [
      4,
      () =>
        read(
          'api read',
          'GET /api/groups/browse',
          `/api/groups/browse?page=${1 + Math.floor(next() * 3)}`,
        ),
    ],
    [3, () => read('api read', 'GET /api/locations/directory', '/api/locations/directory')],
    [8, () => read('signed-in read', 'GET /api/groups', '/api/groups', persona.token)],
    [6, () => read('signed-in read', 'GET /api/groups/:id', `/api/groups/${group}`, persona.token)],
    [
      6,
      () =>
        read(
          'signed-in read',
          'GET /api/groups/:id/posts',
          `/api/groups/${group}/posts?limit=20`,
          persona.token,
        ),
    ],
    [
      6,
      () =>
        read('signed-in read', 'GET /api/meetups/upcoming', '/api/meetups/upcoming', persona.token),
    ],
    [
      4,
      () => read('signed-in read', 'GET /api/meetups/:id', `/api/meetups/${meetup}`, persona.token),
    ],
    [3, () => read('signed-in read', 'GET /api/profile', '/api/profile', persona.token)],
    [
      2,
      () =>
        read(
          'signed-in read',
          'GET /api/meetups?groupId=',
          `/api/meetups?groupId=${group}`,
          persona.token,
        ),
    ],
    // With every persona's write still unanswered (a slow server at --scale 20), a read instead:
    // waiting for an idle persona inside this synchronous draw would never end.
    [community.personas.some((persona) => !persona.busy) ? 15 : 0, () => write(community, next)],
  ])();
}

/** A write by an idle persona; its state changes only once the server said yes. */
function write(community: Community, next: () => number): Planned {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  let persona = pick(community.personas);
  while (persona.busy) persona = pick(community.personas);
  persona.busy = true;
  const planned = (
    route: string,
    path: string,
    body: unknown,
    succeeded: (answer: any) => void = () => {},
  ): Planned => ({
    kind: 'write',
    route,
    method: route.startsWith('DELETE') ? 'DELETE' : 'POST',
    path,
    token: persona.token,
    body,
    done: (answer) => {
      if (answer !== undefined) succeeded(answer);
      persona.busy = false;
    },
  });
  const group = pick(persona.groups);
  const posts = community.posts.get(group) ?? [];
  const choice = weighted(next, [
    [6, 'rsvp'],
    [3, 'post'],
    [posts.length > 0 ? 3 : 0, 'comment'],
    [3, 'membership'],
  ] as const);
  if (choice === 'rsvp') {
    const meetup = pick(community.meetupsByGroup.get(group)!);
    const path = `/api/meetups/${meetup}/rsvp`;
    return persona.going.has(meetup)
      ? planned('DELETE /api/meetups/:id/rsvp', path, undefined, () => persona.going.delete(meetup))
      : planned(
          'POST /api/meetups/:id/rsvp',
          path,
          { status: next() < 0.8 ? 'going' : 'maybe' },
          () => persona.going.add(meetup),
        );
  }
  if (choice === 'post')
    return planned(
      'POST /api/groups/:id/posts',
      `/api/groups/${group}/posts`,
      { content: 'Anyone up for a slow sniffy loop this weekend?' },
      (post: { id: string }) =>
        community.posts.set(group, [...(community.posts.get(group) ?? []), post.id]),
    );
  if (choice === 'comment')
    return planned('POST /api/posts/:id/comments', `/api/posts/${pick(posts)}/comments`, {
      content: 'Count us in, we will bring water.',
    });
  const joined = persona.joined;
  if (joined)
    return planned(
      'POST /api/groups/:id/leave',
      `/api/groups/${joined}/leave`,
      undefined,
      () => (persona.joined = null),
    );
  // A group they are not in; their own groups are taken as they are.
  const others = community.publicGroups.filter((id) => !persona.groups.includes(id));
  const other = pick(others);
  return planned(
    'POST /api/groups/:id/join',
    `/api/groups/${other}/join`,
    undefined,
    () => (persona.joined = other),
  );
}
