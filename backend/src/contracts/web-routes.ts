/**
 * The web app's routes (spec section 2's route table), as router patterns:
 * `:name` stands for one path segment. The web app's router takes its paths
 * from here (`frontend/src/config/paths.ts`), and the server answers every
 * other page path with the app's not-found screen and status 404.
 */
export const WEB_ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  dogSetup: '/dog-setup',
  dashboard: '/dashboard',
  findGroups: '/find-groups',
  createGroup: '/create-group',
  group: '/groups/:id',
  manageGroup: '/groups/:id/manage',
  groupPhotos: '/groups/:id/photos',
  invite: '/invite/:code',
  groups: '/groups',
  myDogs: '/my-dogs',
  profile: '/profile',
  admin: '/admin',
  notifications: '/notifications',
  meetup: '/meetups/:id',
  event: '/event/:slug',
  city: '/city/:citySlug',
  trainer: '/trainers/:username',
  trainerClients: '/trainer/clients',
  clientInvite: '/client-invite/:code',
  search: '/search',
} as const;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const patterns = Object.values(WEB_ROUTES).map(segmentsOf);

/** Whether the web app has a screen at `pathname` (no query; a trailing slash is ignored, as the router does). */
export function isWebRoute(pathname: string): boolean {
  if (pathname.includes('//')) return false;
  const segments = segmentsOf(pathname);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}
