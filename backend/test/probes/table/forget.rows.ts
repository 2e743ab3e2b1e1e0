import { signedIn, type Row } from './cells.js';

/** Leaving: each member deletes and exports only their own account; forgetting others is for administrators. */
export const FORGET_ROWS: Row[] = [
  {
    route: 'DELETE /api/users/me',
    cases: [
      {
        name: 'wrong password',
        path: () => '/api/users/me',
        body: () => ({ password: 'not the password' }),
        expect: signedIn(403),
      },
    ],
  },
  {
    route: 'GET /api/users/me/export',
    cases: [{ name: 'own', path: () => '/api/users/me/export', expect: signedIn(200) }],
  },
  {
    route: 'POST /api/admin/members/:userId/forget',
    cases: [
      {
        name: 'unknown member',
        path: () => '/api/admin/members/nobody-at-all/forget',
        expect: signedIn(403, { admin: 404 }),
      },
    ],
  },
];
