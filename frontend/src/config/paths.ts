import { WEB_ROUTES } from '@packmeet/backend/contracts/web-routes';

/**
 * Every route of the app, in one place. `path` is the router pattern (from the contract, so the
 * server knows which paths are the app's), `getHref` builds a link.
 * Routes follow the product spec's route table (section 2).
 */
export const paths = {
  home: { path: WEB_ROUTES.home, getHref: () => '/' },
  login: { path: WEB_ROUTES.login, getHref: () => '/login' },
  register: { path: WEB_ROUTES.register, getHref: () => '/register' },
  forgotPassword: { path: WEB_ROUTES.forgotPassword, getHref: () => '/forgot-password' },
  resetPassword: { path: WEB_ROUTES.resetPassword, getHref: () => '/reset-password' },
  verifyEmail: { path: WEB_ROUTES.verifyEmail, getHref: () => '/verify-email' },
  dogSetup: { path: WEB_ROUTES.dogSetup, getHref: () => '/dog-setup' },

  dashboard: { path: WEB_ROUTES.dashboard, getHref: () => '/dashboard' },
  findGroups: { path: WEB_ROUTES.findGroups, getHref: () => '/find-groups' },
  createGroup: { path: WEB_ROUTES.createGroup, getHref: () => '/create-group' },
  group: {
    path: WEB_ROUTES.group,
    getHref: (id: string) => `/groups/${encodeURIComponent(id)}`,
  },
  manageGroup: {
    path: WEB_ROUTES.manageGroup,
    getHref: (id: string) => `/groups/${encodeURIComponent(id)}/manage`,
  },
  groupPhotos: {
    path: WEB_ROUTES.groupPhotos,
    getHref: (id: string) => `/groups/${encodeURIComponent(id)}/photos`,
  },
  invite: {
    path: WEB_ROUTES.invite,
    getHref: (code: string) => `/invite/${encodeURIComponent(code)}`,
  },
  groups: { path: WEB_ROUTES.groups, getHref: () => '/groups' },
  myDogs: {
    path: WEB_ROUTES.myDogs,
    /** With `edit`, the page opens that dog's edit dialog (the way to fix a rule a dog misses). */
    getHref: (edit?: string) => (edit ? `/my-dogs?edit=${encodeURIComponent(edit)}` : '/my-dogs'),
  },
  profile: { path: WEB_ROUTES.profile, getHref: () => '/profile' },
  admin: { path: WEB_ROUTES.admin, getHref: () => '/admin' },
  notifications: { path: WEB_ROUTES.notifications, getHref: () => '/notifications' },

  meetup: {
    path: WEB_ROUTES.meetup,
    getHref: (id: string) => `/meetups/${encodeURIComponent(id)}`,
  },
  event: {
    path: WEB_ROUTES.event,
    getHref: (slug: string) => `/event/${encodeURIComponent(slug)}`,
  },
  search: { path: WEB_ROUTES.search, getHref: () => '/search' },
  city: {
    path: WEB_ROUTES.city,
    getHref: (citySlug: string) => `/city/${encodeURIComponent(citySlug)}`,
  },
  trainer: {
    path: WEB_ROUTES.trainer,
    getHref: (username: string) => `/trainers/${encodeURIComponent(username)}`,
  },
  trainerClients: { path: WEB_ROUTES.trainerClients, getHref: () => '/trainer/clients' },
  clientInvite: {
    path: WEB_ROUTES.clientInvite,
    getHref: (code: string) => `/client-invite/${encodeURIComponent(code)}`,
  },
} as const;
