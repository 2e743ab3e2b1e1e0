import type { ScopeName } from '../support/world.js';
import {
  everyone,
  membersOf,
  MEMBERS,
  outside,
  perScope,
  scopeName,
  signedIn,
  type Case,
  type Row,
} from './cells.js';

/** Content of the group: anyone's for a public group, its members' otherwise (docs/privacy.md). */
const content = (scope: ScopeName, status: number) =>
  scope === 'public' ? signedIn(status) : membersOf(scope, status, 403, { requester: 404 });

/** A write to a group's content: its members only (a pending requester knows it exists: 403). */
const write = (scope: ScopeName, status: number): Pick<Case, 'expect'> => ({
  expect: membersOf(scope, status, 403),
});

/** Groups and their posts (docs/api.md, "Groups" and "Posts"). */
export const GROUP_AND_POST_ROWS: Row[] = [
  {
    route: 'GET /api/groups',
    cases: [
      // Private groups are listed by their listing; invite-only groups to their members only.
      {
        name: 'from Austin',
        path: () => '/api/groups?city=Austin&state=TX',
        expect: signedIn(200),
      },
      {
        name: "from the invite-only group's city",
        path: () => '/api/groups?city=Marfa&state=TX',
        expect: signedIn(200),
      },
      {
        name: 'a later page of one list',
        path: () => '/api/groups?city=Marfa&state=TX&list=groups&limit=1',
        expect: signedIn(200),
      },
    ],
  },
  {
    route: 'GET /api/groups/browse',
    cases: [
      // Cached publicly: the same answer for everyone, so no invite-only group even for members.
      {
        name: 'search',
        path: () => '/api/groups/browse?pageSize=50',
        expect: everyone(200),
        mayReadListing: [],
      },
    ],
  },
  {
    route: 'POST /api/groups',
    cases: [
      {
        name: 'new group',
        path: () => '/api/groups',
        body: () => ({ name: 'Pugs', description: 'Snorts', city: 'Austin', state: 'TX' }),
        expect: signedIn(201),
      },
      {
        name: 'new invite-only group',
        path: () => '/api/groups',
        body: () => ({
          name: 'Pugs',
          description: 'Snorts',
          city: 'Austin',
          state: 'TX',
          kind: 'invite-only',
        }),
        expect: signedIn(201),
      },
    ],
  },
  {
    route: 'GET /api/groups/:id',
    cases: [
      ...perScope((scope) => ({
        name: scopeName(scope),
        path: (w) => `/api/groups/${w[scope].groupId}`,
        // A private group's listing is anyone's; an invite-only group's, its requesters'.
        expect:
          scope === 'inviteOnly' ? membersOf(scope, 200, 404, { requester: 200 }) : signedIn(200),
      })),
      {
        name: 'invite-only group, with an open invite code',
        path: (w) => `/api/groups/${w.inviteOnly.groupId}?invite=${w.inviteOnly.inviteCode}`,
        expect: signedIn(200),
        mayReadListing: [
          'outsider',
          'requester',
          'formerMember',
          'otherOwner',
          'admin',
          ...MEMBERS,
        ],
      },
      {
        name: 'invite-only group, with a revoked invite code',
        path: (w) =>
          `/api/groups/${w.inviteOnly.groupId}?invite=${w.inviteOnly.revokedInvite.code}`,
        expect: membersOf('inviteOnly', 200, 404, { requester: 200 }),
      },
    ],
  },
  {
    route: 'POST /api/groups/:id/join',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: async (w) => `/api/groups/${(await w.fresh.group(scope)).id}/join`,
      // Members are told they are members already (200, joined: false).
      expect: scope === 'public' ? signedIn(200) : membersOf(scope, 200, 403, { requester: 404 }),
    })),
  },
  {
    route: 'POST /api/groups/:id/leave',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: async (w) => `/api/groups/${(await w.fresh.group(scope)).id}/leave`,
      // The owner hands the group over before leaving.
      expect: signedIn(409, { ...outside(scope, 409), member: 200, organizer: 200 }),
    })),
  },
  ...(['members', 'members-with-details', 'posts'] as const).map((list): Row => ({
    route: `GET /api/groups/:id/${list}`,
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/groups/${w[scope].groupId}/${list}`,
      expect: content(scope, 200),
    })),
  })),
  {
    route: 'POST /api/groups/:id/posts',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/groups/${w[scope].groupId}/posts`,
      body: () => ({ content: 'Anyone up for a walk?' }),
      ...write(scope, 201),
    })),
  },

  // Posts
  {
    route: 'DELETE /api/posts/:postId',
    cases: perScope((scope) => ({
      name: `the owner's post, ${scopeName(scope)}`,
      path: async (w) => `/api/posts/${await w.fresh.post(scope)}`,
      ...write(scope, 403),
      expect: signedIn(403, { ...outside(scope, 403), owner: 204 }),
    })),
  },
  {
    route: 'GET /api/posts/:postId/comments',
    cases: perScope((scope) => ({
      name: `${scopeName(scope)}'s post`,
      path: (w) => `/api/posts/${w[scope].postId}/comments`,
      expect: content(scope, 200),
    })),
  },
  {
    route: 'POST /api/posts/:postId/comments',
    cases: perScope((scope) => ({
      name: `${scopeName(scope)}'s post`,
      path: (w) => `/api/posts/${w[scope].postId}/comments`,
      body: () => ({ content: 'Count us in' }),
      ...write(scope, 201),
    })),
  },
  {
    route: 'POST /api/posts/:postId/like',
    cases: perScope((scope) => ({
      name: `${scopeName(scope)}'s post`,
      path: (w) => `/api/posts/${w[scope].postId}/like`,
      ...write(scope, 200),
    })),
  },
  {
    route: 'DELETE /api/posts/:postId/like',
    cases: perScope((scope) => ({
      // Taking back one's own like needs no membership (a former member may) on a public group.
      name: `${scopeName(scope)}'s post`,
      path: (w) => `/api/posts/${w[scope].postId}/like`,
      ...write(scope, 200),
      ...(scope === 'public' ? { expect: signedIn(200) } : {}),
    })),
  },
];
