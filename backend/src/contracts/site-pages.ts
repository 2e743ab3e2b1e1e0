/**
 * The title and description of the site's own public pages: the server puts
 * them in the page head (with Open Graph tags, for link previews and search
 * engines), and the web app sets the same ones when it shows the screen.
 */
export interface SitePageHead {
  path: string;
  title: string;
  description: string;
}

export const SITE_PAGES = {
  home: {
    path: '/',
    title: 'PackMeet · Calm, safe dog meetups and groups near you',
    description:
      'Find and start intentional, controlled dog meetups near you. Predictable play, community-governed safety, and always free. 3,000+ meetups created.',
  },
  login: {
    path: '/login',
    title: 'Sign in · PackMeet',
    description:
      'Sign in to PackMeet to RSVP to dog meetups, follow your groups and manage your dogs. Free, always.',
  },
  findGroups: {
    path: '/find-groups',
    title: 'Find Groups · PackMeet',
    description:
      'Find calm, safe dog groups near you by city and distance: public walks, private packs and their entry rules, free on PackMeet.',
  },
} as const satisfies Record<string, SitePageHead>;
