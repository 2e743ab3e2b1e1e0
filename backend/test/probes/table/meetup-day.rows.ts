import { membersOf, perScope, scopeName, signedIn, type Expectation, type Row } from './cells.js';
import type { ScopeName } from '../support/world.js';

/*
 * The day of a meetup (docs/meetups.md, "The day itself"). Writes go to a
 * fresh meetup three days ahead that nobody answered: whoever gets past the
 * access rules meets the day's own rules (403 for not going or not having
 * come, 409 for recording someone not going), which still proves who got
 * past. Outside a private group the meetup does not exist (404). The HTTP
 * tests beside the commands cover the day itself.
 */

/** Signed in; `scope`'s member gets `member`, its organizers `organizers`, the others 403 or 404. */
const dayOf = (scope: ScopeName, member: number, organizers: number): Expectation => ({
  ...(scope === 'public' ? signedIn(403) : membersOf(scope, 403, 404, { requester: 404 })),
  member,
  organizer: organizers,
  owner: organizers,
});

export const MEETUP_DAY_ROWS: Row[] = [
  {
    route: 'POST /api/meetups/:id/day-status',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: async (w) => `/api/meetups/${await w.fresh.meetup(scope)}/day-status`,
      body: () => ({ status: 'on_my_way' }),
      expect: dayOf(scope, 403, 403),
    })),
  },
  ...(['check-in', 'undo-check-in', 'no-show'] as const).map((action): Row => ({
    route: `POST /api/meetups/:id/${action}`,
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: async (w) => `/api/meetups/${await w.fresh.meetup(scope)}/${action}`,
      body: (w) => ({ userId: w.users.member.id }),
      // Organizers get past access, and are told the member is not going (or, for an undo,
      // that the day has not opened).
      expect: dayOf(scope, 403, 409),
    })),
  })),
  {
    route: 'PUT /api/meetups/:id/note',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: async (w) => `/api/meetups/${await w.fresh.meetup(scope)}/note`,
      body: () => ({ note: 'Lovely walk' }),
      // Nobody has come yet: only people who came may leave one.
      expect: dayOf(scope, 403, 403),
    })),
  },
  ...(['check-in', 'notes'] as const).map((list): Row => ({
    route: `GET /api/meetups/:id/${list}`,
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/${list}`,
      expect: dayOf(scope, 403, 200),
    })),
  })),
  {
    route: 'GET /api/meetups/:id/note',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: (w) => `/api/meetups/${w[scope].meetupId}/note`,
      // Anyone who may see the meetup has a note of their own to read (null: none).
      expect: scope === 'public' ? signedIn(200) : membersOf(scope, 200, 404, { requester: 404 }),
    })),
  },
  {
    route: 'GET /api/users/:id/attendance',
    cases: [
      {
        name: "the member's record",
        path: (w) => `/api/users/${w.users.member.id}/attendance`,
        // The member, and the organizers of groups they belong to; nobody else.
        expect: signedIn(403, { member: 200, organizer: 200, owner: 200 }),
      },
    ],
  },
];
