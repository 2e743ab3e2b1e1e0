import { randomUUID } from 'node:crypto';
import { registerUser } from '../../support/accounts.js';
import { userIdOf } from '../../support/objects.js';
import type { Role, ScopeName, World } from '../support/world.js';
import { MEMBERS, organizersOf, perScope, scopeName, signedIn, type Row } from './cells.js';

/*
 * Moderation (docs/moderation.md, docs/adr/022): members report and block,
 * a group's organizers hide its posts and comments, administrators work the
 * queue. Cells that hide, dismiss, suspend or reinstate act on fresh posts,
 * fresh reports and fresh throwaway members, never on the world's: a
 * suspended role would lose its token for every later row.
 */

const reason = { reason: 'Checked by the authorization matrix' };

async function ok<T>(
  answer: Promise<{ status: number; text: string; body: T }>,
  what: string,
): Promise<T> {
  const response = await answer;
  if (response.status >= 300) throw new Error(`${what} failed: ${response.text}`);
  return response.body;
}

/** A new member nobody in the world knows, for blocking and suspending. */
async function throwaway(w: World): Promise<string> {
  const { token } = await registerUser(w.http, { firstName: 'Tess' });
  return userIdOf(w.http, token);
}

/** An open report the outsider filed about a fresh throwaway member. */
async function reportOfSomeone(w: World): Promise<{ reportId: string; userId: string }> {
  const userId = await throwaway(w);
  const { id } = await ok(
    w.http.post<{ id: string }>(
      '/api/reports',
      { target: { kind: 'member', id: userId }, reason: 'spam' },
      w.users.outsider.token,
    ),
    'reporting a member',
  );
  return { reportId: id, userId };
}

/** An open report the member filed about a fresh post of the owner's in the scope's group. */
async function reportOfPost(w: World, scope: ScopeName): Promise<string> {
  const postId = await w.fresh.post(scope);
  const { id } = await ok(
    w.http.post<{ id: string }>(
      '/api/reports',
      { target: { kind: 'post', id: postId }, reason: 'inappropriate' },
      w.users.member.token,
    ),
    'reporting a post',
  );
  return id;
}

/** A fresh post of the owner's with a fresh comment of the member's. */
async function freshComment(w: World, scope: ScopeName) {
  const postId = await w.fresh.post(scope);
  const { id } = await ok(
    w.http.post<{ id: string }>(
      `/api/posts/${postId}/comments`,
      { content: 'Zoomies at noon' },
      w.users.member.token,
    ),
    'commenting',
  );
  return { postId, commentId: id };
}

/** The comment each scope's reports name (made once: reporting changes nothing of it). */
const comments = new Map<ScopeName, Promise<{ postId: string; commentId: string }>>();
const commentOf = (w: World, scope: ScopeName) => {
  if (!comments.has(scope)) comments.set(scope, freshComment(w, scope));
  return comments.get(scope)!;
};

/**
 * Whoever may see the content may report it (201), except its author (400);
 * a private or invite-only group's content does not exist for non-members,
 * whatever they know of the group (404).
 */
const reporting = (scope: ScopeName, author: Role) =>
  signedIn(201, {
    ...(scope === 'public'
      ? {}
      : { outsider: 404, requester: 404, formerMember: 404, otherOwner: 404, admin: 404 }),
    [author]: 400,
  });

/** The administrators' queue: 401 without a token, 403 for anyone but an administrator. */
const adminsOnly = (status: number) => signedIn(403, { admin: status });

export const MODERATION_ROWS: Row[] = [
  // Reports
  {
    route: 'POST /api/reports',
    cases: [
      ...perScope((scope) => ({
        name: `the owner's post, ${scopeName(scope)}`,
        path: () => '/api/reports',
        body: (w: World) => ({ target: { kind: 'post', id: w[scope].postId }, reason: 'spam' }),
        expect: reporting(scope, 'owner'),
      })),
      ...perScope((scope) => ({
        name: `the member's comment, ${scopeName(scope)}`,
        path: async (w: World) => {
          await commentOf(w, scope);
          return '/api/reports';
        },
        body: async (w: World) => {
          const { postId, commentId } = await commentOf(w, scope);
          return { target: { kind: 'comment', id: commentId, postId }, reason: 'harassment' };
        },
        expect: reporting(scope, 'member'),
      })),
      ...perScope((scope) => ({
        name: `the organizer's meetup, ${scopeName(scope)}`,
        path: () => '/api/reports',
        body: (w: World) => ({
          target: { kind: 'meetup', id: w[scope].meetupId },
          reason: 'unsafe-dog-handling',
          details: 'Off-leash by the road',
        }),
        expect: reporting(scope, 'organizer'),
      })),
      {
        name: 'the owner',
        path: () => '/api/reports',
        body: (w) => ({ target: { kind: 'member', id: w.users.owner.id }, reason: 'other' }),
        expect: signedIn(201, { owner: 400 }),
      },
      {
        name: 'an unknown post',
        path: () => '/api/reports',
        body: () => ({ target: { kind: 'post', id: randomUUID() }, reason: 'spam' }),
        expect: signedIn(404),
      },
    ],
  },

  // Blocking. Every role blocks the owner last in the first row, and unblocks
  // them first in the next, so no other row meets a block.
  {
    route: 'POST /api/users/:id/block',
    cases: [
      {
        name: 'a fresh member',
        path: async (w) => `/api/users/${await throwaway(w)}/block`,
        expect: signedIn(200),
      },
      {
        name: 'oneself',
        path: (w, role) =>
          `/api/users/${w.users[role === 'anonymous' ? 'outsider' : role].id}/block`,
        expect: signedIn(400),
      },
      {
        name: 'an unknown member',
        path: () => `/api/users/${randomUUID()}/block`,
        expect: signedIn(404),
      },
      {
        name: 'the owner',
        path: (w) => `/api/users/${w.users.owner.id}/block`,
        expect: signedIn(200, { owner: 400 }),
      },
    ],
  },
  {
    route: 'DELETE /api/users/:id/block',
    cases: [
      {
        // Unblocking someone one has not blocked (oneself included) changes nothing: 200.
        name: 'the owner, blocked just before',
        path: (w) => `/api/users/${w.users.owner.id}/block`,
        expect: signedIn(200),
      },
      {
        name: 'a member never blocked',
        path: async (w) => `/api/users/${await throwaway(w)}/block`,
        expect: signedIn(200),
      },
    ],
  },
  {
    route: 'GET /api/blocks',
    cases: [{ name: 'own', path: () => '/api/blocks', expect: signedIn(200) }],
  },

  // Organizers hide their group's posts and comments; administrators any.
  {
    route: 'POST /api/posts/:postId/hide',
    cases: perScope((scope) => ({
      name: `a fresh post, ${scopeName(scope)}`,
      path: async (w: World) => `/api/posts/${await w.fresh.post(scope)}/hide`,
      body: () => reason,
      expect: organizersOf(scope, 204, { admin: 204 }),
    })),
  },
  {
    route: 'POST /api/posts/:postId/comments/:commentId/hide',
    cases: perScope((scope) => ({
      name: `a fresh comment, ${scopeName(scope)}`,
      path: async (w: World) => {
        const { postId, commentId } = await freshComment(w, scope);
        return `/api/posts/${postId}/comments/${commentId}/hide`;
      },
      body: () => reason,
      expect: organizersOf(scope, 204, { admin: 204 }),
    })),
  },

  // The administrators' moderation queue
  {
    route: 'GET /api/admin/moderation/reports',
    cases: [
      {
        // The queue shows administrators the reported words, a private group's too.
        name: 'open reports',
        path: () => '/api/admin/moderation/reports?limit=200',
        expect: adminsOnly(200),
        mayReadPrivate: [...MEMBERS, 'admin'],
      },
    ],
  },
  {
    route: 'POST /api/admin/moderation/reports/:id/dismiss',
    cases: [
      {
        name: 'a fresh report',
        path: async (w) =>
          `/api/admin/moderation/reports/${(await reportOfSomeone(w)).reportId}/dismiss`,
        body: () => reason,
        expect: adminsOnly(200),
      },
      {
        name: 'a dismissed report',
        path: async (w) => {
          const { reportId } = await reportOfSomeone(w);
          await ok(
            w.http.post(
              `/api/admin/moderation/reports/${reportId}/dismiss`,
              reason,
              w.users.admin.token,
            ),
            'dismissing',
          );
          return `/api/admin/moderation/reports/${reportId}/dismiss`;
        },
        body: () => reason,
        expect: adminsOnly(409),
      },
    ],
  },
  {
    route: 'POST /api/admin/moderation/reports/:id/hide',
    cases: perScope((scope) => ({
      name: `a fresh report of a post, ${scopeName(scope)}`,
      path: async (w: World) =>
        `/api/admin/moderation/reports/${await reportOfPost(w, scope)}/hide`,
      body: () => reason,
      expect: adminsOnly(200),
    })),
  },
  {
    route: 'POST /api/admin/moderation/reports/:id/suspend',
    cases: [
      {
        // Never a role of the world: a fresh member, for a day.
        name: 'a fresh report of a fresh member',
        path: async (w) =>
          `/api/admin/moderation/reports/${(await reportOfSomeone(w)).reportId}/suspend`,
        body: () => ({ ...reason, days: 1 }),
        expect: adminsOnly(200),
      },
    ],
  },
  {
    route: 'GET /api/admin/moderation/suspensions',
    cases: [
      {
        name: 'in force',
        path: () => '/api/admin/moderation/suspensions',
        expect: adminsOnly(200),
      },
    ],
  },
  {
    route: 'POST /api/admin/moderation/suspensions/:userId/reinstate',
    cases: [
      {
        name: 'a freshly suspended member',
        path: async (w) => {
          const { reportId, userId } = await reportOfSomeone(w);
          await ok(
            w.http.post(
              `/api/admin/moderation/reports/${reportId}/suspend`,
              { ...reason, days: null },
              w.users.admin.token,
            ),
            'suspending',
          );
          return `/api/admin/moderation/suspensions/${userId}/reinstate`;
        },
        body: () => reason,
        expect: adminsOnly(200),
      },
      {
        name: 'the member, not suspended',
        path: (w) => `/api/admin/moderation/suspensions/${w.users.member.id}/reinstate`,
        body: () => reason,
        expect: adminsOnly(409),
      },
    ],
  },
];
