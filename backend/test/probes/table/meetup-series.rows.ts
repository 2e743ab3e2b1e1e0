import { aSeries } from '../../support/series.js';
import type { ScopeName, World } from '../support/world.js';
import {
  meetupVisible,
  membersOf,
  organizersOf,
  perScope,
  scopeName,
  signedIn,
  type Row,
} from './cells.js';

/** One series per group for the reading cells, made on first use. */
const reading = new WeakMap<World, Partial<Record<ScopeName, Promise<{ id: string }>>>>();
const seriesFor = (world: World, scope: ScopeName) => {
  const made = reading.get(world) ?? {};
  reading.set(world, made);
  return (made[scope] ??= world.fresh.series(scope));
};

/** Changing or ending: the series' organizer (a co-organizer) and the group's owner. */
const manage = (scope: ScopeName, status: number) =>
  signedIn(scope === 'public' ? 403 : 404, { member: 403, organizer: status, owner: status });

/** Recurring meetups (docs/api.md, "Meetup series"). */
export const MEETUP_SERIES_ROWS: Row[] = [
  {
    route: 'POST /api/meetup-series',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: () => '/api/meetup-series',
      body: (w) => aSeries(w[scope].groupId, { count: 1 }),
      expect: organizersOf(scope, 201),
    })),
  },
  {
    route: 'POST /api/meetup-series/:id/changes',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: async (w) => `/api/meetup-series/${(await w.fresh.series(scope)).id}/changes`,
      body: () => ({ fromDate: aSeries('').startDate, description: 'Now with treats' }),
      expect: manage(scope, 200),
    })),
  },
  {
    route: 'POST /api/meetup-series/:id/end',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: async (w) => `/api/meetup-series/${(await w.fresh.series(scope)).id}/end`,
      expect: manage(scope, 200),
    })),
  },
  ...(['', '/calendar.ics'] as const).map((suffix): Row => ({
    route: `GET /api/meetup-series/:id${suffix}`,
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: async (w) => `/api/meetup-series/${(await seriesFor(w, scope)).id}${suffix}`,
      expect: meetupVisible(scope, 200),
    })),
  })),
  {
    route: 'GET /api/groups/:id/meetup-series',
    cases: perScope((scope) => ({
      name: scopeName(scope),
      path: async (w) => {
        await seriesFor(w, scope);
        return `/api/groups/${w[scope].groupId}/meetup-series`;
      },
      // As the group's meetups and posts: 403 where the group is listed, 404 where it is not.
      expect: scope === 'public' ? signedIn(200) : membersOf(scope, 200, 403, { requester: 404 }),
    })),
  },
];
