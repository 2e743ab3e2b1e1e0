import { membersOf, perScope, scopeName, signedIn, type Row } from './cells.js';

/*
 * Playmates (docs/playmates.md). A dog's playmates and setting are its
 * owner's alone: anyone else is told the dog is not there (404). What a
 * meetup shows of playmates exists only where the meetup does. Marks go to
 * each scope's upcoming meetup: whoever may see it and owns the dog is told
 * it has not ended (409), so nothing is appended; the HTTP tests beside the
 * module cover the rest.
 */
const seesMeetup = (scope: 'public' | 'private' | 'inviteOnly', status: number) =>
  scope === 'public' ? signedIn(status) : membersOf(scope, status, 404, { requester: 404 });

export const PLAYMATE_ROWS: Row[] = [
  ...(['played-well', 'playmates-going'] as const).map((what): Row => ({
    route: `GET /api/meetups/:id/${what}`,
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/${what}`,
      expect: seesMeetup(scope, 200),
    })),
  })),
  {
    route: 'POST /api/meetups/:id/played-well',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/played-well`,
      body: (w) => ({ dogId: w.ownerDogId, otherDogId: 'some-other-dog' }),
      // Not seen: the meetup is not there; seen, the dog is not theirs, or not ended (owner).
      expect: signedIn(404, { owner: 409 }),
    })),
  },
  {
    route: 'GET /api/dogs/:id/playmates',
    cases: [
      {
        name: "the owner's dog",
        path: (w) => `/api/dogs/${w.ownerDogId}/playmates`,
        expect: signedIn(404, { owner: 200 }),
        ownerOnly: true,
      },
    ],
  },
  {
    route: 'PUT /api/dogs/:id/playmates-setting',
    cases: [
      {
        name: "the owner's dog",
        path: (w) => `/api/dogs/${w.ownerDogId}/playmates-setting`,
        body: () => ({ enabled: true }),
        expect: signedIn(404, { owner: 200 }),
        ownerOnly: true,
      },
    ],
  },
  {
    route: 'DELETE /api/dogs/:id/playmates/:otherDogId',
    cases: [
      {
        name: "the owner's dog",
        path: (w) => `/api/dogs/${w.ownerDogId}/playmates/some-other-dog`,
        expect: signedIn(404, { owner: 200 }),
        ownerOnly: true,
      },
    ],
  },
  {
    route: 'GET /api/playmates/meetups',
    cases: [
      {
        name: "the caller's own",
        path: () => '/api/playmates/meetups',
        expect: signedIn(200),
      },
    ],
  },
];
