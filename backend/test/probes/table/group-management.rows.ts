import { ROLES, type World } from '../support/world.js';
import {
  everyone,
  MEMBERS,
  membersOf,
  organizersOf,
  outside,
  perScope,
  scopeName,
  signedIn,
  type Row,
} from './cells.js';

/*
 * Managing a group (docs/api.md "Managing a group", docs/groups.md "Roles"):
 * organizers are the owner and co-organizers (the world's `organizer`).
 * Cells that change who is in a group act on fresh groups or fresh people.
 */

/** The invite code of the fresh group each role's cell asks to join (path and body run apart). */
const inviteCodes = new Map<string, string>();

const asking = { message: 'May we come?', dogIds: [], houseRulesAccepted: true };
const idOf = async (w: World, scope: Parameters<World['fresh']['group']>[0]) =>
  (await w.fresh.group(scope)).id;

export const GROUP_MANAGEMENT_ROWS: Row[] = [
  // Join requests
  {
    route: 'POST /api/groups/:id/join-requests',
    cases: [
      ...perScope((scope) => ({
        name: scopeName(scope),
        path: async (w) => `/api/groups/${await idOf(w, scope)}/join-requests`,
        body: () => asking,
        // A public group is joined at once; members and the requester are told they are already in or waiting.
        // Without its link an invite-only group is not found, even by its requester.
        expect: signedIn(200, {
          ...outside(scope, 200, { requester: 404 }),
          ...(scope === 'private' ? { requester: 409 } : {}),
          member: 409,
          organizer: 409,
          owner: 409,
        }),
      })),
      {
        name: 'invite-only group, through its invite link',
        path: async (w, role) => {
          const { id, inviteCode } = await w.fresh.group('inviteOnly');
          inviteCodes.set(role, inviteCode);
          return `/api/groups/${id}/join-requests`;
        },
        body: (_w, role) => ({ ...asking, inviteCode: inviteCodes.get(role) }),
        expect: signedIn(200, { requester: 409, member: 409, organizer: 409, owner: 409 }),
        mayReadListing: ROLES,
      },
    ],
  },
  {
    route: 'DELETE /api/groups/:id/join-requests/mine',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: async (w) => `/api/groups/${await idOf(w, scope)}/join-requests/mine`,
      expect: signedIn(409, {
        ...outside(scope, 409, { requester: 200 }),
        ...(scope === 'private' ? { requester: 200 } : {}),
      }),
    })),
  },
  {
    route: 'GET /api/groups/:id/join-requests',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/groups/${w[scope].groupId}/join-requests`,
      expect: organizersOf(scope, 200),
    })),
  },
  ...(['approve', 'decline'] as const).map((decision): Row => ({
    route: `POST /api/groups/:id/join-requests/:userId/${decision}`,
    cases: perScope((scope) => ({
      name: `a fresh request, ${scopeName(scope)}`,
      path: async (w) =>
        `/api/groups/${w[scope].groupId}/join-requests/${await w.fresh.requester(scope)}/${decision}`,
      body: () => ({ message: 'Welcome' }),
      // A public group's requests are accepted at once: nothing is left to decide.
      expect: organizersOf(scope, scope === 'public' ? 409 : 200),
    })),
  })),

  // Members
  {
    route: 'POST /api/groups/:id/members/:userId/remove',
    cases: perScope((scope) => ({
      name: `a fresh member, ${scopeName(scope)}`,
      path: async (w) =>
        `/api/groups/${w[scope].groupId}/members/${await w.fresh.member(scope)}/remove`,
      body: () => ({ reason: 'Off-leash again' }),
      expect: organizersOf(scope, 200),
      mayReadPrivate: MEMBERS,
    })),
  },
  {
    route: 'PUT /api/groups/:id/members/:userId/role',
    cases: perScope((scope) => ({
      // Setting the role someone has changes nothing: the cell may run for every role.
      name: `the member, ${scopeName(scope)}`,
      path: (w) => `/api/groups/${w[scope].groupId}/members/${w.users.member.id}/role`,
      body: () => ({ role: 'member' }),
      expect: organizersOf(scope, 403, { owner: 200 }),
    })),
  },
  {
    route: 'POST /api/groups/:id/transfer',
    cases: perScope((scope) => ({
      name: `to the co-organizer, ${scopeName(scope)}`,
      path: async (w) => `/api/groups/${await idOf(w, scope)}/transfer`,
      body: (w) => ({ userId: w.users.organizer.id }),
      expect: organizersOf(scope, 403, { owner: 200 }),
    })),
  },

  // Settings: changing nothing is allowed, so the world's groups stay as they are.
  {
    route: 'PATCH /api/groups/:id',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/groups/${w[scope].groupId}`,
      body: () => ({}),
      expect: organizersOf(scope, 200),
    })),
  },
  {
    route: 'PUT /api/groups/:id/rules',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/groups/${w[scope].groupId}/rules`,
      body: () => ({}),
      expect: organizersOf(scope, 200),
    })),
  },
  {
    route: 'PUT /api/groups/:id/activities',
    cases: perScope((scope) => ({
      // None known and all levels, as the world's groups have: nothing is recorded.
      name: scopeName(scope),
      path: (w) => `/api/groups/${w[scope].groupId}/activities`,
      body: () => ({ activities: [], level: 'all' }),
      expect: organizersOf(scope, 200),
    })),
  },
  {
    route: 'GET /api/groups/:id/eligibility',
    cases: [
      ...perScope((scope) => ({
        name: scopeName(scope),
        path: (w) => `/api/groups/${w[scope].groupId}/eligibility`,
        expect:
          scope === 'inviteOnly' ? membersOf(scope, 200, 404, { requester: 200 }) : signedIn(200),
      })),
      {
        name: 'invite-only group, with an open invite code',
        path: (w) =>
          `/api/groups/${w.inviteOnly.groupId}/eligibility?invite=${w.inviteOnly.inviteCode}`,
        expect: signedIn(200),
        mayReadListing: ROLES,
      },
    ],
  },

  // Invite links
  {
    route: 'GET /api/groups/:id/invites',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/groups/${w[scope].groupId}/invites`,
      expect: organizersOf(scope, 200),
    })),
  },
  {
    route: 'POST /api/groups/:id/invites',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/groups/${w[scope].groupId}/invites`,
      body: () => ({ expiresInDays: 7, maxUses: 5 }),
      expect: organizersOf(scope, 201),
    })),
  },
  {
    route: 'DELETE /api/groups/:id/invites/:inviteId',
    cases: perScope((scope) => ({
      // Revoking twice is harmless: the world's revoked link serves every role.
      name: `a revoked link, ${scopeName(scope)}`,
      path: (w) => `/api/groups/${w[scope].groupId}/invites/${w[scope].revokedInvite.id}`,
      expect: organizersOf(scope, 200),
    })),
  },
  {
    route: 'GET /api/invites/:code',
    cases: [
      // The code is the credential: whoever holds it sees the listing (members: the group).
      ...perScope((scope) => ({
        name: `open link, ${scopeName(scope)}`,
        path: (w: World) => `/api/invites/${w[scope].inviteCode}`,
        expect: everyone(200),
        mayReadListing: ROLES,
      })),
      ...perScope((scope) => ({
        name: `revoked link, ${scopeName(scope)}`,
        path: (w: World) => `/api/invites/${w[scope].revokedInvite.code}`,
        expect: everyone(404),
      })),
    ],
  },

  // History: organizers; administrators audit any group's.
  {
    route: 'GET /api/groups/:id/history',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/groups/${w[scope].groupId}/history`,
      expect: organizersOf(scope, 200, { admin: 200 }),
      mayReadPrivate: [...MEMBERS, 'admin'],
    })),
  },
];
