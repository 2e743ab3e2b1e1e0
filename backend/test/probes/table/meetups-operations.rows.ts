import {
  everyone,
  meetupVisible,
  MEMBERS,
  membersOf,
  perScope,
  scopeName,
  signedIn,
  type Row,
} from './cells.js';
import { ROLES } from '../support/world.js';

/** Meetups, calendars, event pages and the operators' routes (docs/api.md). */
export const MEETUP_AND_OPERATION_ROWS: Row[] = [
  // Meetups
  {
    route: 'POST /api/meetups',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: () => '/api/meetups',
      body: (w) => ({
        groupId: w[scope].groupId,
        title: 'Pack walk',
        description: 'A walk',
        location: '1 Main St, Austin, TX 78701, USA',
        date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      }),
      expect: membersOf(scope, 201, 403),
    })),
  },
  ...(['PUT /api/meetups/:id', 'POST /api/meetups/:id/cancel'] as const).map((route): Row => ({
    route,
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: async (w) =>
        route.slice(route.indexOf(' ') + 1).replace(':id', await w.fresh.meetup(scope)),
      body: () =>
        route.startsWith('PUT') ? { description: 'Now with treats' } : { reason: 'Rain' },
      // The meetup's organizer (also a co-organizer) and the group's owner.
      expect: signedIn(scope === 'public' ? 403 : 404, { member: 403, organizer: 200, owner: 200 }),
    })),
  })),
  {
    route: 'GET /api/meetups/upcoming',
    cases: [{ name: 'upcoming', path: () => '/api/meetups/upcoming', expect: signedIn(200) }],
  },
  {
    route: 'GET /api/meetups',
    cases: [
      {
        name: 'public group',
        path: (w) => `/api/meetups?groupId=${w.public.groupId}`,
        expect: signedIn(200),
      },
      // As the group's members and posts: refused with 403 'GROUPS.PRIVATE', or 404 (invite-only).
      {
        name: 'private group',
        path: (w) => `/api/meetups?groupId=${w.private.groupId}`,
        expect: membersOf('private', 200, 403),
      },
      {
        name: 'invite-only group',
        path: (w) => `/api/meetups?groupId=${w.inviteOnly.groupId}`,
        expect: membersOf('inviteOnly', 200, 403, { requester: 404 }),
      },
    ],
  },
  {
    route: 'GET /api/meetups/by-slug/:slug',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/by-slug/${w[scope].meetupSlug}`,
      expect: meetupVisible(scope, 200),
    })),
  },
  ...(['', '/attendees', '/calendar.ics'] as const).map((suffix): Row => ({
    route: `GET /api/meetups/:id${suffix}`,
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}${suffix}`,
      expect: meetupVisible(scope, 200),
    })),
  })),
  {
    route: 'GET /api/meetups/:id/history',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/history`,
      // Administrators may audit every meetup, private groups' included.
      expect: signedIn(scope === 'public' ? 403 : 404, {
        member: 403,
        organizer: 200,
        owner: 200,
        admin: 200,
      }),
      mayReadPrivate: [...MEMBERS, 'admin'],
    })),
  },
  ...(['GET', 'POST', 'DELETE'] as const).map((method): Row => ({
    route: `${method} /api/meetups/:id/rsvp`,
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/rsvp`,
      body: method === 'POST' ? () => ({ status: 'maybe' }) : undefined,
      expect: scope === 'public' ? signedIn(200) : membersOf(scope, 200, 404, { requester: 404 }),
    })),
  })),
  {
    // After the rows above took every answer back: no RSVP to change (409) where the meetup is seen.
    route: 'PUT /api/meetups/:id/rsvp/dogs',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/rsvp/dogs`,
      body: () => ({ dogIds: [] }),
      expect: scope === 'public' ? signedIn(409) : membersOf(scope, 409, 404, { requester: 404 }),
    })),
  },
  {
    route: 'GET /api/meetups/:id/eligibility',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/eligibility`,
      expect: scope === 'public' ? signedIn(200) : membersOf(scope, 200, 404, { requester: 404 }),
    })),
  },
  {
    route: 'GET /api/venues',
    cases: [
      {
        name: 'Austin',
        path: () => '/api/venues?city=Austin&state=TX',
        expect: signedIn(200),
      },
    ],
  },

  // Calendars
  {
    route: 'GET /api/calendar/feed-url',
    cases: [{ name: 'own feed', path: () => '/api/calendar/feed-url', expect: signedIn(200) }],
  },
  {
    route: 'GET /api/calendar/:token.ics',
    cases: [
      // The signed token is the credential (calendar apps send no bearer token).
      {
        name: "the member's feed",
        path: (w) => w.memberFeed(),
        expect: everyone(200),
        mayReadPrivate: ROLES,
      },
      {
        name: 'a forged token',
        path: async (w) =>
          (await w.memberFeed()).replace(/.(\.ics)$/, (_, ics: string) => `x${ics}`),
        expect: everyone(404),
      },
      {
        name: "another member's id under the member's signature",
        path: async (w) => (await w.memberFeed()).replace(w.users.member.id, w.users.outsider.id),
        expect: everyone(404),
      },
      {
        // Each cell ends a feed URL first: "reset my calendar link" (docs/security.md).
        name: 'a feed URL its owner reset',
        path: async (w) => {
          const { token } = w.users.outsider;
          const old = await w.http.get<{ url: string }>('/api/calendar/feed-url', token);
          await w.http.post('/api/calendar/feed-url/reset', undefined, token);
          return new URL(old.body.url).pathname;
        },
        expect: everyone(404),
      },
    ],
  },
  // After the feed rows: every role's own feed URL ends here.
  {
    route: 'POST /api/calendar/feed-url/reset',
    cases: [
      { name: 'own feed', path: () => '/api/calendar/feed-url/reset', expect: signedIn(204) },
    ],
  },

  // Event pages (HTML): rendered as for a visitor, whatever the request carries.
  ...(['/event/', '/meetups/'] as const).map((prefix): Row => ({
    route: `GET ${prefix}${prefix === '/event/' ? ':slug' : ':id'}`,
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `${prefix}${prefix === '/event/' ? w[scope].meetupSlug : w[scope].meetupId}`,
      expect: everyone(scope === 'public' ? 200 : 404),
      mayReadPrivate: [],
    })),
  })),

  // Operations
  {
    route: 'GET /api/health',
    cases: [{ name: 'health', path: () => '/api/health', expect: everyone(200) }],
  },
  // The API's OpenAPI document and its reader (Swagger UI and its files): public, as docs/api.md is.
  ...(
    [
      ['GET /api/openapi.json', '/api/openapi.json', 200],
      ['GET /api/docs', '/api/docs', 200],
      ['GET /api/docs/', '/api/docs/', 200],
      ['GET /api/docs/index.html', '/api/docs/index.html', 200],
      ['GET /api/docs/swagger-ui-init.js', '/api/docs/swagger-ui-init.js', 200],
      ['GET /api/docs/docs/swagger-ui-init.js', '/api/docs/docs/swagger-ui-init.js', 200],
      ['GET /api/docs/*', '/api/docs/swagger-ui.css', 200],
      ['GET /api/docs/docs/*', '/api/docs/docs/swagger-ui-bundle.js', 200],
      // swagger-ui-dist's licence file is not served.
      ['GET /api/docs/LICENSE', '/api/docs/LICENSE', 404],
    ] as const
  ).map(([route, path, status]) => ({
    route,
    cases: [{ name: 'API reference', path: () => path, expect: everyone(status) }],
  })),
  // Without METRICS_TOKEN, direct peers on a private network (the test's loopback) may read it.
  {
    route: 'GET /metrics',
    cases: [{ name: 'from loopback', path: () => '/metrics', expect: everyone(200) }],
  },
  {
    route: 'GET /api/admin/projections',
    cases: [
      {
        name: 'overview',
        path: () => '/api/admin/projections',
        expect: signedIn(403, { admin: 200 }),
      },
    ],
  },
  {
    route: 'GET /api/admin/demand',
    cases: [
      {
        name: 'unmet demand by city',
        path: () => '/api/admin/demand',
        expect: signedIn(403, { admin: 200 }),
      },
    ],
  },
  {
    route: 'POST /api/admin/projections/replay-all',
    cases: [
      {
        name: 'replay all',
        path: () => '/api/admin/projections/replay-all',
        expect: signedIn(403, { admin: 202 }),
      },
    ],
  },
  {
    route: 'POST /api/admin/projections/:name/replay',
    cases: [
      {
        name: 'groups',
        path: () => '/api/admin/projections/groups/replay',
        expect: signedIn(403, { admin: 202 }),
      },
    ],
  },
  {
    route: 'POST /api/admin/projections/verify',
    cases: [
      {
        name: 'verify',
        path: () => '/api/admin/projections/verify',
        body: () => ({}),
        expect: signedIn(403, { admin: 200 }),
      },
    ],
  },
  // Without BENCH_ROUTES the route answers as if it did not exist, before authentication.
  {
    route: 'POST /api/bench/read-models/tamper',
    cases: [
      {
        name: 'tamper',
        path: () => '/api/bench/read-models/tamper',
        body: () => ({ collection: 'groups', id: 'x', set: {} }),
        expect: everyone(404),
      },
    ],
  },
];
