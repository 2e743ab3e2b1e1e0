/**
 * Every route of the app, in one place. `path` is the router pattern, `getHref` builds a link.
 * Routes follow the product spec's route table (section 2).
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  dogSetup: { path: '/dog-setup', getHref: () => '/dog-setup' },

  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  findGroups: { path: '/find-groups', getHref: () => '/find-groups' },
  createGroup: { path: '/create-group', getHref: () => '/create-group' },
  group: {
    path: '/groups/:id',
    getHref: (id: string) => `/groups/${encodeURIComponent(id)}`,
  },
  groups: { path: '/groups', getHref: () => '/groups' },
  myDogs: { path: '/my-dogs', getHref: () => '/my-dogs' },
  profile: { path: '/profile', getHref: () => '/profile' },
  admin: { path: '/admin', getHref: () => '/admin' },

  meetup: {
    path: '/meetups/:id',
    getHref: (id: string) => `/meetups/${encodeURIComponent(id)}`,
  },
  event: {
    path: '/event/:slug',
    getHref: (slug: string) => `/event/${encodeURIComponent(slug)}`,
  },
  city: {
    path: '/city/:citySlug',
    getHref: (citySlug: string) => `/city/${encodeURIComponent(citySlug)}`,
  },
} as const;
