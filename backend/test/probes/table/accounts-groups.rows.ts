import { ISSUE_16 } from '../known-leaks.js';
import { both, everyone, membersOnly, NON_MEMBERS, signedIn, type Row } from './cells.js';

/** Accounts, uploads, places, dogs, groups and their posts (docs/api.md). */
export const ACCOUNT_AND_GROUP_ROWS: Row[] = [
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
    cases: [{ name: 'own dogs', path: () => '/api/dogs', expect: signedIn(200), ownerOnly: true }],
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
        ownerOnly: true,
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
        ownerOnly: true,
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
