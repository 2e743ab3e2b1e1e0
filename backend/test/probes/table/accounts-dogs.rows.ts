import { everyone, signedIn, type Row } from './cells.js';

/** Accounts, uploads, places and dogs (docs/api.md). */
export const ACCOUNT_AND_DOG_ROWS: Row[] = [
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
      // Lists the private group by its listing; its members' activity stays out.
      {
        name: 'the groups’ city',
        path: (w) => `/api/locations/city/${w.citySlug}`,
        expect: everyone(200),
      },
      // A city of invite-only groups only does not exist.
      {
        name: "the invite-only group's city",
        path: (w) => `/api/locations/city/${w.hiddenCitySlug}`,
        expect: everyone(404),
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
      {
        name: "the invite-only group's city page",
        path: (w) => `/city/${w.hiddenCitySlug}`,
        expect: everyone(404),
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
