import { everyone, perScope, scopeName, type Row } from './cells.js';

/**
 * What crawlers and link previews ask for (docs/api.md, "Site files and share
 * cards"): public to every role, answered as for a visitor whatever the
 * request carries, and never with a private or invite-only group's content.
 */
export const SITE_ROWS: Row[] = [
  ...(['/', '/login', '/find-groups', '/robots.txt', '/sitemap.xml', '/og/site.png'] as const).map(
    (path): Row => ({
      route: `GET ${path}`,
      cases: [{ name: path, path: () => path, expect: everyone(200), mayReadPrivate: [] }],
    }),
  ),
  {
    route: 'GET /og/event/:file',
    cases: perScope((scope) => ({
      name: `${scopeName(scope)} share card`,
      path: (w) => `/og/event/${w[scope].meetupId}.png`,
      expect: everyone(scope === 'public' ? 200 : 404),
      mayReadPrivate: [],
    })),
  },
  {
    route: 'GET /og/city/:file',
    cases: [
      {
        name: "the groups' city's share card",
        path: (w) => `/og/city/${w.citySlug}.png`,
        expect: everyone(200),
        mayReadPrivate: [],
      },
      {
        name: "the invite-only group's city's share card",
        path: (w) => `/og/city/${w.hiddenCitySlug}.png`,
        expect: everyone(404),
        mayReadPrivate: [],
      },
    ],
  },
];
