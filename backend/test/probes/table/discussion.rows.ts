import type { ScopeName } from '../support/world.js';
import {
  meetupVisible,
  NON_MEMBERS,
  ORGANIZERS,
  perScope,
  scopeName,
  signedIn,
  type Expectation,
  type Row,
} from './cells.js';

/*
 * A meetup's discussion (docs/api.md "Meetup discussion"): whoever sees the
 * meetup reads it; members write and like; its organizers announce and
 * hide; authors edit and delete their own. A private or invite-only group's
 * thread does not exist for non-members (404), a public one's refuses them (403).
 */

const each = (roles: readonly string[], status: number) =>
  Object.fromEntries(roles.map((role) => [role, status]));

/** Non-members: refused where the meetup is public, not found otherwise. */
const outsiders = (scope: ScopeName, refused = 403) =>
  each(NON_MEMBERS, scope === 'public' ? refused : 404);

/** Members get `status`; outsiders as above. */
const members = (scope: ScopeName, status: number): Expectation =>
  signedIn(status, outsiders(scope));

/** The meetup's organizers get `status`, the member 403, outsiders as above. */
const organizers = (scope: ScopeName, status: number): Expectation =>
  signedIn(403, { ...outsiders(scope), ...each(ORGANIZERS, status) });

/** The member's own message: `status` for the member, 403 for other members, outsiders as above. */
const author = (scope: ScopeName, status: number): Expectation =>
  signedIn(403, { ...outsiders(scope), member: status });

export const DISCUSSION_ROWS: Row[] = [
  {
    route: 'GET /api/meetups/:id/discussion',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/discussion`,
      expect: meetupVisible(scope, 200),
    })),
  },
  {
    route: 'POST /api/meetups/:id/discussion',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/discussion`,
      body: () => ({ text: 'Checked by the authorization matrix' }),
      expect: members(scope, 201),
    })),
  },
  {
    route: 'POST /api/meetups/:id/announcements',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/announcements`,
      body: () => ({ text: 'Checked by the authorization matrix' }),
      expect: organizers(scope, 201),
    })),
  },
  {
    route: 'PUT /api/discussion/:postId',
    cases: perScope((scope) => ({
      name: `${scopeName(scope)}, the member's post`,
      path: (w) => `/api/discussion/${w[scope].discussionPostId}`,
      body: () => ({ text: 'Edited by the authorization matrix' }),
      expect: author(scope, 200),
    })),
  },
  {
    route: 'DELETE /api/discussion/:postId',
    cases: perScope((scope) => ({
      name: `${scopeName(scope)}, a fresh post of the member's`,
      path: async (w) => `/api/discussion/${await w.fresh.discussionPost(scope)}`,
      expect: author(scope, 204),
    })),
  },
  {
    route: 'POST /api/discussion/:postId/like',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/discussion/${w[scope].discussionPostId}/like`,
      expect: members(scope, 200),
    })),
  },
  {
    route: 'DELETE /api/discussion/:postId/like',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/discussion/${w[scope].discussionPostId}/like`,
      // Taking back a like is whoever sees the thread's.
      expect: signedIn(200, scope === 'public' ? {} : outsiders(scope)),
    })),
  },
  {
    route: 'POST /api/discussion/:postId/hide',
    cases: perScope((scope) => ({
      name: `${scopeName(scope)}, a fresh post of the member's`,
      path: async (w) => `/api/discussion/${await w.fresh.discussionPost(scope)}/hide`,
      body: () => ({ reason: 'Checked by the authorization matrix' }),
      expect: organizers(scope, 204),
    })),
  },
];
