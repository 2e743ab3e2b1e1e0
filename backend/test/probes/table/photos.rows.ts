import {
  NON_MEMBERS,
  everyone,
  meetupVisible,
  membersOf,
  perScope,
  scopeName,
  signedIn,
  type Row,
} from './cells.js';
import type { ScopeName } from '../support/world.js';

/*
 * Meetup albums (docs/photos.md). The world's meetups have not started and
 * have no photos: whoever gets past the access rules meets the album's own
 * rules (409 not started, 404 no such photo, 403 not theirs to do), which
 * still proves who got past. Outside a private group the meetup does not
 * exist (404). The HTTP tests beside the commands cover albums themselves.
 */

const NO_PHOTO = '00000000-0000-4000-8000-000000000000';

/** Signed in; those who see the scope's meetup get `seen`, the others 404. */
const seers = (scope: ScopeName, seen: number) =>
  scope === 'public' ? signedIn(seen) : membersOf(scope, seen, 404, { requester: 404 });

const onAPhoto = (method: 'POST' | 'DELETE', suffix: string, body?: () => unknown): Row => ({
  route: `${method} /api/meetups/:id/photos/:photoId${suffix}`,
  cases: perScope((scope) => ({
    name: scopeName(scope),
    path: (w) =>
      `/api/meetups/${w[scope].meetupId}/photos/${NO_PHOTO}${suffix.replace(':dogId', 'no-dog')}`,
    ...(body ? { body } : {}),
    expect: signedIn(404),
  })),
});

export const PHOTO_ROWS: Row[] = [
  {
    route: 'GET /api/meetups/:id/photos',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/photos`,
      expect: meetupVisible(scope, 200),
    })),
  },
  {
    route: 'POST /api/meetups/:id/photos',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/photos`,
      body: () => ({ objectURL: '/api/objects/uploads/nobody/nothing' }),
      // Not started: refused before any upload is read.
      expect: seers(scope, 409),
    })),
  },
  onAPhoto('DELETE', ''),
  onAPhoto('POST', '/tags', () => ({ dogId: 'no-dog' })),
  onAPhoto('DELETE', '/tags/:dogId'),
  onAPhoto('POST', '/hide', () => ({ reason: 'Checked by the authorization matrix' })),
  {
    route: 'PUT /api/meetups/:id/cover-photo',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/cover-photo`,
      body: () => ({ photoId: null }),
      // Those who manage a public meetup; a private group's photos are never on a card.
      expect:
        scope === 'public' ? signedIn(403, { organizer: 200, owner: 200 }) : seers(scope, 403),
    })),
  },
  {
    route: 'GET /api/groups/:id/photos',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/groups/${w[scope].groupId}/photos`,
      expect:
        scope === 'public'
          ? everyone(200)
          : everyone(200, {
              ...Object.fromEntries(
                ['anonymous', ...NON_MEMBERS].map((role) => [
                  role,
                  scope === 'private' ? 403 : 404,
                ]),
              ),
            }),
    })),
  },
  {
    route: 'GET /api/photos/:photoId/:file',
    cases: [
      {
        name: 'no such photo',
        path: () => `/api/photos/${NO_PHOTO}/full.jpg`,
        expect: everyone(404),
      },
    ],
  },
  {
    route: 'GET /api/profile/dog-tagging',
    cases: [{ name: 'own', path: () => '/api/profile/dog-tagging', expect: signedIn(200) }],
  },
  {
    route: 'PUT /api/profile/dog-tagging',
    cases: [
      {
        name: 'own',
        path: () => '/api/profile/dog-tagging',
        body: () => ({ allowed: true }),
        expect: signedIn(200),
      },
    ],
  },
];
