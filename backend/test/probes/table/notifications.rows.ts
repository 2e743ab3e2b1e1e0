import { everyone, signedIn, type Row } from './cells.js';

/** Notifications: every route answers the caller's own only; the outbox is for administrators. */
export const NOTIFICATION_ROWS: Row[] = [
  {
    route: 'GET /api/notifications',
    cases: [{ name: 'own', path: () => '/api/notifications', expect: signedIn(200) }],
  },
  {
    route: 'GET /api/notifications/preferences',
    cases: [{ name: 'own', path: () => '/api/notifications/preferences', expect: signedIn(200) }],
  },
  {
    route: 'PUT /api/notifications/preferences',
    cases: [
      {
        name: 'own',
        path: () => '/api/notifications/preferences',
        body: () => ({ kind: 'post-commented', channel: 'email', enabled: false }),
        expect: signedIn(200),
      },
    ],
  },
  {
    route: 'POST /api/notifications/read-all',
    cases: [{ name: 'own', path: () => '/api/notifications/read-all', expect: signedIn(200) }],
  },
  {
    route: 'POST /api/notifications/:id/read',
    cases: [
      {
        name: 'not theirs',
        path: () => '/api/notifications/meetup-scheduled%3Anope%3Anobody/read',
        expect: signedIn(404),
      },
    ],
  },
  {
    route: 'GET /api/notifications/unsubscribe',
    cases: [
      {
        name: 'forged token',
        path: () => '/api/notifications/unsubscribe?token=bm9ib2R5.forged',
        expect: everyone(400),
      },
    ],
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    cases: [
      {
        name: 'forged token',
        path: () => '/api/notifications/unsubscribe?token=bm9ib2R5.forged',
        expect: everyone(400),
      },
    ],
  },
  {
    route: 'GET /api/admin/notifications',
    cases: [
      {
        name: 'outbox',
        path: () => '/api/admin/notifications',
        expect: signedIn(403, { admin: 200 }),
      },
    ],
  },
];
