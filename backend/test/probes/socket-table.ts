import { ADMIN_PROJECTIONS_EVENTS } from '../../src/contracts/admin.js';
import { LIVE_EVENTS } from '../../src/contracts/live.js';
import { ROLES, type Role, type World } from './support/world.js';

/** An acknowledged socket message: `{ ok: true }` when allowed, `{ ok: false, error }` when refused. */
export type SocketAnswer = 'ok' | 'refused';

export interface SocketCase {
  name: string;
  payload: (world: World) => unknown;
  expect: Record<Role, SocketAnswer>;
}

const all = (answer: SocketAnswer, overrides: Partial<Record<Role, SocketAnswer>> = {}) => ({
  ...(Object.fromEntries(ROLES.map((role) => [role, answer])) as Record<Role, SocketAnswer>),
  ...overrides,
});

/**
 * Every socket.io message a gateway handles, with each role's answer
 * (docs/api.md, "Live attendance" and "Operators"). The socket's role is its
 * handshake token's user; `anonymous` connects without one.
 */
export const SOCKET_TABLE: Record<string, SocketCase[]> = {
  [LIVE_EVENTS.watchMeetup]: [
    { name: 'public meetup', payload: (w) => ({ meetupId: w.public.meetupId }), expect: all('ok') },
    ...(['private', 'inviteOnly'] as const).map((scope) => ({
      name: `${scope === 'private' ? 'private' : 'invite-only'} group's meetup`,
      payload: (w: World) => ({ meetupId: w[scope].meetupId }),
      expect: all('refused', { member: 'ok', organizer: 'ok', owner: 'ok' }),
    })),
    { name: 'unknown meetup', payload: () => ({ meetupId: 'nope' }), expect: all('refused') },
  ],
  [LIVE_EVENTS.unwatchMeetup]: [
    {
      name: 'private meetup',
      payload: (w) => ({ meetupId: w.private.meetupId }),
      expect: all('ok'),
    },
  ],
  // A group's photos page: who may read GET /api/groups/{id}/photos.
  [LIVE_EVENTS.watchGroup]: [
    { name: 'public group', payload: (w) => ({ groupId: w.public.groupId }), expect: all('ok') },
    ...(['private', 'inviteOnly'] as const).map((scope) => ({
      name: `${scope === 'private' ? 'private' : 'invite-only'} group`,
      payload: (w: World) => ({ groupId: w[scope].groupId }),
      expect: all('refused', { member: 'ok', organizer: 'ok', owner: 'ok' }),
    })),
    { name: 'unknown group', payload: () => ({ groupId: 'nope' }), expect: all('refused') },
  ],
  [LIVE_EVENTS.unwatchGroup]: [
    { name: 'private group', payload: (w) => ({ groupId: w.private.groupId }), expect: all('ok') },
  ],
  [ADMIN_PROJECTIONS_EVENTS.watch]: [
    { name: 'projections', payload: () => ({}), expect: all('refused', { admin: 'ok' }) },
  ],
  [ADMIN_PROJECTIONS_EVENTS.unwatch]: [
    { name: 'projections', payload: () => ({}), expect: all('ok') },
  ],
};
