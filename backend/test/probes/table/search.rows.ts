import { everyone, type Row } from './cells.js';

/** GET /api/search: public; private and invite-only meetups, and invite-only listings, to members only. */
export const SEARCH_ROWS: Row[] = [
  {
    route: 'GET /api/search',
    cases: [
      {
        name: 'near the groups',
        path: () => '/api/search?city=Austin&state=TX&radius=100&pageSize=50',
        expect: everyone(200),
      },
      {
        name: 'their meetups only',
        path: () => '/api/search?city=Austin&state=TX&radius=100&pageSize=50&type=meetups',
        expect: everyone(200),
      },
    ],
  },
];
