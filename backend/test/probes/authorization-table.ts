import { ROLES, type Role, type World } from './support/world.js';

/**
 * The authorization matrix: every HTTP route the server registers, each role's
 * expected status (docs/api.md). Besides the status, a role outside the
 * private group (and not named in `mayReadPrivate`) must never be shown any of
 * the private group's strings (`World.secrets`) in any answer.
 */

/**
 * Cells that still leak, waiting on issue 16. Each cell keeps its strict
 * expectation; the probe warns while the leak is there and fails once it is
 * gone, so whoever fixes it deletes the `knownLeak` from the row.
 */
const ISSUE_16 = {
  join: 'issue 16: anyone signed in joins a private group (200) without an invitation',
  getGroup: 'issue 16: GET /api/groups/{privateId} answers 200 to non-members',
  listGroups: 'issue 16: GET /api/groups lists private groups to non-members',
  browse: 'issue 16: GET /api/groups/browse lists private groups to everyone',
  city: 'issue 16: the city summary shows private groups to everyone',
  venues: "issue 16: GET /api/venues suggests private meetups' venues to everyone",
  rsvp: 'issue 16: GET /api/meetups/{privateId}/rsvp answers 200 (an empty RSVP, as for an unknown id) instead of 404',
} as const;

export interface KnownLeak {
  roles: readonly Role[];
  why: string;
}

/** A status to expect: an exact code. */
export type Expectation = Record<Role, number>;

export interface Case {
  /** What this case points the route at, e.g. 'private group'. */
  name: string;
  /** The path to request; may create a fresh resource for the role to act on. */
  path: (world: World, role: Role) => string | Promise<string>;
  /** The JSON body (or a promise of it). */
  body?: (world: World, role: Role) => unknown;
  /** Raw bytes instead of JSON (the upload PUT). */
  bytes?: boolean;
  expect: Expectation;
  /** The roles that may be shown the private group's content here (default: its members). */
  mayReadPrivate?: readonly Role[];
  knownLeak?: KnownLeak;
}

export interface Row {
  route: `${'GET' | 'POST' | 'PUT' | 'DELETE'} ${string}`;
  cases: Case[];
}

const MEMBERS: readonly Role[] = ['member', 'organizer', 'owner'];
const NON_MEMBERS: readonly Role[] = ['outsider', 'otherOwner', 'admin'];

const cells = (status: number, overrides: Partial<Expectation> = {}): Expectation => ({
  ...(Object.fromEntries(ROLES.map((role) => [role, status])) as Expectation),
  ...overrides,
});
/** Public: every role gets `status`. */
const everyone = (status: number, overrides: Partial<Expectation> = {}) => cells(status, overrides);
/** Bearer: 401 without a token. */
const signedIn = (status: number, overrides: Partial<Expectation> = {}) =>
  cells(status, { anonymous: 401, ...overrides });
/** Bearer, and the private group's members only: the others get `refused`. */
const membersOnly = (status: number, refused: number, overrides: Partial<Expectation> = {}) =>
  signedIn(status, { outsider: refused, otherOwner: refused, admin: refused, ...overrides });
/** Public for a public group's meetup; a private group's exists for its members only. */
const meetupVisible = (scope: 'public' | 'private', status: number) =>
  scope === 'public'
    ? everyone(status)
    : everyone(status, { anonymous: 404, outsider: 404, otherOwner: 404, admin: 404 });

const scopes = ['public', 'private'] as const;
const both = (make: (scope: 'public' | 'private') => Case): Case[] => scopes.map(make);

export const TABLE: Row[] = [
  // Accounts
  {
    route: 'POST /api/auth/register',
    cases: [
      {
        name: 'new account',
        path: () => '/api/auth/register',
        expect: everyone(201),
        body: () => registration(),
      },
    ],
  },
  {
    route: 'POST /api/auth/login',
    cases: [
      {
        name: "the outsider's credentials",
        path: () => '/api/auth/login',
        body: (w) => ({ email: w.users.outsider.email, password: w.users.outsider.password }),
        expect: everyone(200),
      },
    ],
  },
  {
    route: 'GET /api/profile',
    cases: [{ name: 'own', path: () => '/api/profile', expect: signedIn(200) }],
  },
  {
    route: 'PUT /api/profile',
    cases: [
      {
        name: 'own',
        path: () => '/api/profile',
        body: () => ({ bio: 'Likes long walks' }),
        expect: signedIn(200),
      },
    ],
  },

  // Objects
  {
    route: 'POST /api/objects/upload',
    cases: [{ name: 'new upload', path: () => '/api/objects/upload', expect: signedIn(200) }],
  },
  {
    route: 'PUT /api/objects/uploads/:userId/:uploadId',
    cases: [
      // The URL's signature is the credential: whoever holds it may send the bytes, once.
      {
        name: "the owner's signed URL",
        bytes: true,
        path: (w) => w.fresh.uploadUrl(),
        expect: everyone(200),
      },
      {
        name: "the owner's signature on the role's own path",
        bytes: true,
        path: async (w, role) => {
          const url = await w.fresh.uploadUrl();
          const someone = role === 'anonymous' ? w.users.otherOwner : w.users[role];
          return url.replace(
            w.users.owner.id,
            someone.id === w.users.owner.id ? w.users.member.id : someone.id,
          );
        },
        expect: everyone(403),
      },
      {
        name: 'a changed signature',
        bytes: true,
        path: async (w) =>
          (await w.fresh.uploadUrl()).replace(
            /signature=([0-9a-f])/,
            (_, c: string) => `signature=${c === '0' ? '1' : '0'}`,
          ),
        expect: everyone(403),
      },
    ],
  },
  {
    route: 'PUT /api/objects/finalize',
    cases: [
      {
        name: "the owner's upload",
        path: () => '/api/objects/finalize',
        body: async (w) => ({ objectURL: await w.fresh.uploadedUrl() }),
        expect: signedIn(404, { owner: 200 }),
      },
    ],
  },
  {
    route: 'GET /objects/photos/:file',
    cases: [{ name: "the owner's photo", path: (w) => w.ownerPhoto, expect: everyone(200) }],
  },

  // Geography and locations
  {
    route: 'GET /api/locations/cities',
    cases: [{ name: 'search', path: () => '/api/locations/cities?q=aus', expect: everyone(200) }],
  },
  {
    route: 'GET /api/config/google-maps-key',
    cases: [{ name: 'key', path: () => '/api/config/google-maps-key', expect: everyone(200) }],
  },
  {
    route: 'GET /api/locations/directory',
    cases: [{ name: 'directory', path: () => '/api/locations/directory', expect: everyone(200) }],
  },
  {
    route: 'GET /api/locations/city/:citySlug',
    cases: [
      {
        name: 'the groups’ city',
        path: (w) => `/api/locations/city/${w.citySlug}`,
        expect: everyone(200),
        knownLeak: { roles: ['anonymous', ...NON_MEMBERS], why: ISSUE_16.city },
      },
    ],
  },
  // A page request carries no token: the page shows what a visitor may see, to every role.
  {
    route: 'GET /city/:citySlug',
    cases: [
      {
        name: 'city page',
        path: (w) => `/city/${w.citySlug}`,
        expect: everyone(200),
        mayReadPrivate: [],
      },
    ],
  },

  // Dogs
  {
    route: 'GET /api/dogs',
    cases: [{ name: 'own dogs', path: () => '/api/dogs', expect: signedIn(200) }],
  },
  {
    route: 'POST /api/dogs',
    cases: [
      {
        name: 'new dog',
        path: () => '/api/dogs',
        body: () => ({ name: 'Pip' }),
        expect: signedIn(201),
      },
    ],
  },
  {
    route: 'POST /api/dogs/bulk',
    cases: [
      {
        name: 'two dogs',
        path: () => '/api/dogs/bulk',
        body: () => ({ dogs: [{ name: 'Ada' }, { name: 'Bo' }] }),
        expect: signedIn(201),
      },
    ],
  },
  {
    route: 'PUT /api/dogs/:id',
    cases: [
      {
        name: "the owner's dog",
        path: (w) => `/api/dogs/${w.ownerDogId}`,
        body: () => ({ bio: 'Good dog' }),
        expect: signedIn(404, { owner: 200 }),
      },
    ],
  },
  {
    route: 'DELETE /api/dogs/:id',
    cases: [
      {
        name: "the owner's dog",
        path: async (w) => `/api/dogs/${await w.fresh.dog()}`,
        expect: signedIn(404, { owner: 204 }),
      },
    ],
  },

  // Groups
  {
    route: 'GET /api/groups',
    cases: [
      {
        name: 'from Austin',
        path: () => '/api/groups?city=Austin&state=TX',
        expect: signedIn(200),
        knownLeak: { roles: NON_MEMBERS, why: ISSUE_16.listGroups },
      },
    ],
  },
  {
    route: 'GET /api/groups/browse',
    cases: [
      {
        name: 'search',
        path: () => '/api/groups/browse?pageSize=50',
        expect: everyone(200),
        knownLeak: { roles: ['anonymous', ...NON_MEMBERS], why: ISSUE_16.browse },
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
    ],
  },
  {
    route: 'GET /api/groups/:id',
    cases: [
      {
        name: 'public group',
        path: (w) => `/api/groups/${w.public.groupId}`,
        expect: signedIn(200),
      },
      {
        name: 'private group',
        path: (w) => `/api/groups/${w.private.groupId}`,
        expect: membersOnly(200, 404),
        knownLeak: { roles: NON_MEMBERS, why: ISSUE_16.getGroup },
      },
    ],
  },
  {
    route: 'POST /api/groups/:id/join',
    cases: [
      {
        name: 'public group',
        path: async (w) => `/api/groups/${await w.fresh.group(false)}/join`,
        expect: signedIn(200),
      },
      {
        name: 'private group',
        path: async (w) => `/api/groups/${await w.fresh.group(true)}/join`,
        expect: membersOnly(200, 404),
        knownLeak: { roles: NON_MEMBERS, why: ISSUE_16.join },
      },
    ],
  },
  {
    route: 'POST /api/groups/:id/leave',
    cases: both((scope) => ({
      name: `${scope} group`,
      path: async (w) => `/api/groups/${await w.fresh.group(scope === 'private')}/leave`,
      expect: signedIn(409, { member: 200, organizer: 200 }),
    })),
  },
  ...(['members', 'members-with-details', 'posts'] as const).map((list): Row => ({
    route: `GET /api/groups/:id/${list}`,
    cases: [
      {
        name: 'public group',
        path: (w) => `/api/groups/${w.public.groupId}/${list}`,
        expect: signedIn(200),
      },
      {
        name: 'private group',
        path: (w) => `/api/groups/${w.private.groupId}/${list}`,
        expect: membersOnly(200, 403),
      },
    ],
  })),
  {
    route: 'POST /api/groups/:id/posts',
    cases: both((scope) => ({
      name: `${scope} group`,
      path: (w) => `/api/groups/${w[scope].groupId}/posts`,
      body: () => ({ content: 'Anyone up for a walk?' }),
      expect: membersOnly(201, 403),
    })),
  },

  // Posts
  {
    route: 'DELETE /api/posts/:postId',
    cases: both((scope) => ({
      name: `the owner's post, ${scope} group`,
      path: async (w) => `/api/posts/${await w.fresh.post(scope)}`,
      expect: signedIn(403, { owner: 204 }),
    })),
  },
  {
    route: 'GET /api/posts/:postId/comments',
    cases: [
      {
        name: 'public post',
        path: (w) => `/api/posts/${w.public.postId}/comments`,
        expect: signedIn(200),
      },
      {
        name: 'private post',
        path: (w) => `/api/posts/${w.private.postId}/comments`,
        expect: membersOnly(200, 403),
      },
    ],
  },
  {
    route: 'POST /api/posts/:postId/comments',
    cases: both((scope) => ({
      name: `${scope} post`,
      path: (w) => `/api/posts/${w[scope].postId}/comments`,
      body: () => ({ content: 'Count us in' }),
      expect: membersOnly(201, 403),
    })),
  },
  {
    route: 'POST /api/posts/:postId/like',
    cases: both((scope) => ({
      name: `${scope} post`,
      path: (w) => `/api/posts/${w[scope].postId}/like`,
      expect: membersOnly(200, 403),
    })),
  },
  {
    route: 'DELETE /api/posts/:postId/like',
    cases: [
      // Taking back one's own like needs no membership (a former member may); it changes nothing for others.
      {
        name: 'public post',
        path: (w) => `/api/posts/${w.public.postId}/like`,
        expect: signedIn(200),
      },
      {
        name: 'private post',
        path: (w) => `/api/posts/${w.private.postId}/like`,
        expect: membersOnly(200, 403),
      },
    ],
  },

  // Meetups
  {
    route: 'POST /api/meetups',
    cases: both((scope) => ({
      name: `${scope} group`,
      path: () => '/api/meetups',
      body: (w) => ({
        groupId: w[scope].groupId,
        title: 'Pack walk',
        description: 'A walk',
        location: '1 Main St, Austin, TX 78701, USA',
        date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      }),
      expect: membersOnly(201, 403),
    })),
  },
  ...(['PUT /api/meetups/:id', 'POST /api/meetups/:id/cancel'] as const).map((route): Row => ({
    route,
    cases: both((scope) => ({
      name: `${scope} group`,
      path: async (w) =>
        route.slice(route.indexOf(' ') + 1).replace(':id', await w.fresh.meetup(scope)),
      body: () =>
        route.startsWith('PUT') ? { description: 'Now with treats' } : { reason: 'Rain' },
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
      // As the group's members and posts: refused with 403 'GROUPS.PRIVATE'.
      {
        name: 'private group',
        path: (w) => `/api/meetups?groupId=${w.private.groupId}`,
        expect: membersOnly(200, 403),
      },
    ],
  },
  {
    route: 'GET /api/meetups/by-slug/:slug',
    cases: both((scope) => ({
      name: `${scope} group`,
      path: (w) => `/api/meetups/by-slug/${w[scope].meetupSlug}`,
      expect: meetupVisible(scope, 200),
    })),
  },
  ...(['', '/attendees', '/calendar.ics'] as const).map((suffix): Row => ({
    route: `GET /api/meetups/:id${suffix}`,
    cases: both((scope) => ({
      name: `${scope} group`,
      path: (w) => `/api/meetups/${w[scope].meetupId}${suffix}`,
      expect: meetupVisible(scope, 200),
    })),
  })),
  {
    route: 'GET /api/meetups/:id/history',
    cases: both((scope) => ({
      name: `${scope} group`,
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
    cases: both((scope) => ({
      name: `${scope} group`,
      path: (w) => `/api/meetups/${w[scope].meetupId}/rsvp`,
      body: method === 'POST' ? () => ({ status: 'maybe' }) : undefined,
      expect: scope === 'public' ? signedIn(200) : membersOnly(200, 404),
      knownLeak:
        method === 'GET' && scope === 'private'
          ? { roles: NON_MEMBERS, why: ISSUE_16.rsvp }
          : undefined,
    })),
  })),
  {
    route: 'GET /api/venues',
    cases: [
      {
        name: 'Austin',
        path: () => '/api/venues?city=Austin&state=TX',
        expect: signedIn(200),
        knownLeak: { roles: NON_MEMBERS, why: ISSUE_16.venues },
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
        path: (w) => w.memberFeed,
        expect: everyone(200),
        mayReadPrivate: ROLES,
      },
      {
        name: 'a forged token',
        path: (w) => w.memberFeed.replace(/.(\.ics)$/, (_, ics: string) => `x${ics}`),
        expect: everyone(404),
      },
    ],
  },

  // Event pages (HTML): rendered as for a visitor, whatever the request carries.
  ...(['/event/', '/meetups/'] as const).map((prefix): Row => ({
    route: `GET ${prefix}${prefix === '/event/' ? ':slug' : ':id'}`,
    cases: both((scope) => ({
      name: `${scope} group`,
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

function registration() {
  const unique = Math.random().toString(36).slice(2, 10);
  return {
    firstName: 'Nia',
    lastName: 'Park',
    username: `nia_${unique}`,
    email: `nia.${unique}@example.com`,
    password: 'correct horse battery',
    city: 'Austin',
    state: 'TX',
  };
}

/** Whether the role may be shown the private group's content in this case. */
export function readsPrivate(testCase: Case, role: Role): boolean {
  return (testCase.mayReadPrivate ?? MEMBERS).includes(role);
}
