import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { positionOf } from '@packmeet/projections/search/search-criteria';
import type { SearchCriteria, SearchPage } from '@packmeet/projections/search/search-index.port';
import { localDate } from '../../../contracts/local-time.js';
import { DOGS, USERS } from '../../../contracts/read-models.js';
import type { SearchRequest } from '../../../contracts/requests/search.request.js';
import { WEEKDAY_NAMES, type SearchOrigin } from '../../../contracts/search.js';
import { placeTimeZone } from '../../../contracts/time-zones.js';
import { type Gazetteer, GAZETTEER } from '../../../geography/index.js';
import { memberGroupIds } from '../../../groups/index.js';
import { meetupsWithPlaymates } from '../../../playmates/index.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import { invalid, unauthorized } from '../../../shared/errors.js';
import { SEARCH_DEMAND, type SearchDemand } from '../../search-demand.port.js';
import { SearchCandidatesCache } from '../../search-candidates.cache.js';
import { searchRange } from './search-dates.js';
import { fitsOneOf, toSearchResult } from './search-results.js';
import { Search, type SearchAnswer } from './search.query.js';

type Origin = SearchOrigin;

/** Filters only meetups have: with any of them, groups and trainers are left out of the answer. */
const meetupOnly = (request: SearchRequest) =>
  request.when !== 'any' ||
  request.days.length > 0 ||
  request.timeOfDay.length > 0 ||
  request.parkType.length > 0 ||
  request.calm ||
  request.withPlaymates;

/** Both per-request predicates, when both are set. */
function accepting(
  ...predicates: (SearchCriteria['accept'] | undefined)[]
): SearchCriteria['accept'] {
  const set = predicates.filter((p): p is NonNullable<SearchCriteria['accept']> => p !== undefined);
  if (set.length === 0) return undefined;
  return (entry) => set.every((predicate) => predicate(entry));
}

@QueryHandler(Search)
export class SearchHandler implements IQueryHandler<Search> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(SearchCandidatesCache) private readonly index: SearchCandidatesCache,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
    @Inject(SEARCH_DEMAND) private readonly demand: SearchDemand,
  ) {}

  async execute({ request, viewer, after }: Search): Promise<SearchAnswer> {
    if (request.fitsMyDogs && !viewer)
      throw unauthorized('SEARCH.SIGN_IN', 'Sign in to find meetups that fit your dogs');
    if (request.withPlaymates && !viewer)
      throw unauthorized('SEARCH.SIGN_IN', 'Sign in to find meetups your dogs’ playmates go to');
    const now = new Date();
    const [origin, memberOf, dogs, withPlaymates] = await Promise.all([
      this.origin(request, viewer),
      memberGroupIds(this.store, viewer?.id ?? null),
      request.fitsMyDogs && viewer
        ? this.store.collection(DOGS).find({ ownerId: viewer.id })
        : Promise.resolve([]),
      request.withPlaymates && viewer ? meetupsWithPlaymates(this.store, viewer.id, now) : null,
    ]);
    const timeZone = placeTimeZone(origin);
    const range = searchRange(request, now, timeZone);
    const wanted = {
      meetups: ['meetup'],
      groups: ['group'],
      trainers: ['trainer'],
      all: ['meetup', 'group', 'trainer'],
    } as const;
    const size = request.limit ?? request.pageSize;
    const criteria: SearchCriteria = {
      origin,
      radiusMiles: request.radius,
      precision: viewer ? 'exact' : 'area',
      types: request.type === 'all' && meetupOnly(request) ? ['meetup'] : wanted[request.type],
      memberOf: [...memberOf],
      activities: request.activity,
      level: request.level === 'all' ? undefined : request.level,
      endsAfter: now.toISOString(),
      startsFrom: range.from ?? undefined,
      startsBefore: range.to ?? undefined,
      weekdays: request.days.map((day) => WEEKDAY_NAMES.indexOf(day)),
      timesOfDay: request.timeOfDay,
      parkTypes: request.parkType,
      calmOnly: request.calm,
      text: request.q.toLowerCase(),
      sort: request.sort,
      skip: after ? 0 : (request.page - 1) * size,
      limit: size,
      after,
      accept: accepting(
        dogs.length > 0 ? fitsOneOf(dogs, localDate(now.toISOString(), timeZone)) : undefined,
        withPlaymates
          ? (entry) => entry.type === 'meetup' && withPlaymates.has(entry.id)
          : undefined,
      ),
    };
    const fixed = {
      pageSize: size,
      origin,
      radiusMiles: request.radius,
      from: range.from,
      to: range.to,
      fitsMyDogsApplied: dogs.length > 0,
    };
    const answer = (page: SearchPage): SearchAnswer => {
      const last = page.hits.at(-1);
      return {
        response: {
          results: page.hits.map((hit) =>
            toSearchResult(hit, { signedIn: viewer !== null, memberOf }),
          ),
          total: page.total,
          // After a cursor, the page the first result falls on at this size.
          page: after ? Math.floor(page.start / size) + 1 : request.page,
          pageSize: fixed.pageSize,
          totalPages: Math.max(1, Math.ceil(page.total / size)),
          origin: fixed.origin,
          radiusMiles: fixed.radiusMiles,
          from: fixed.from,
          to: fixed.to,
          fitsMyDogsApplied: fixed.fitsMyDogsApplied,
        },
        next: last && page.start + page.hits.length < page.total ? positionOf(last) : null,
      };
    };
    // The answer is kept with its page; besides the page it depends on these alone.
    const variant = JSON.stringify([viewer !== null, [...memberOf].sort(), fixed, request.page]);
    const response = await this.index.derived(criteria, variant, answer);
    if (viewer && criteria.types.includes('group')) await this.noteDemand(viewer, origin, criteria);
    return response;
  }

  /** Tells demand signals when no group of the activities lies within the radius. */
  private async noteDemand(viewer: AuthenticatedUser, origin: Origin, criteria: SearchCriteria) {
    const groups = await this.index.search({
      ...criteria,
      types: ['group'],
      text: '',
      accept: undefined,
      skip: 0,
      limit: 0,
      after: undefined,
    });
    if (groups.total > 0) return;
    const place = origin.city && origin.state ? { city: origin.city, state: origin.state } : null;
    this.demand.onNoGroupFound(viewer.id, place, criteria.activities);
  }

  /** Where to search from: the coordinates, the city named, or the caller's own city. */
  private async origin(request: SearchRequest, viewer: AuthenticatedUser | null): Promise<Origin> {
    if (request.lat !== undefined && request.lon !== undefined) {
      const label = `${request.lat.toFixed(3)}, ${request.lon.toFixed(3)}`;
      return {
        label,
        latitude: request.lat,
        longitude: request.lon,
        city: null,
        state: null,
        source: 'coordinates',
      };
    }
    if (request.city && request.state) return this.city(request.city, request.state, 'city');
    const user = viewer ? await this.store.collection(USERS).findOne({ _id: viewer.id }) : null;
    if (!user)
      throw invalid(
        'SEARCH.PLACE_REQUIRED',
        'Say where to search: a city and state, or lat and lon',
      );
    if (user.latitude !== null && user.longitude !== null) {
      const label = `${user.city}, ${user.state}`;
      return {
        label,
        latitude: user.latitude,
        longitude: user.longitude,
        city: user.city,
        state: user.state,
        source: 'home',
      };
    }
    return this.city(user.city, user.state, 'home');
  }

  private city(city: string, state: string, source: Origin['source']): Origin {
    const found = this.gazetteer.find(city, state);
    if (!found)
      throw invalid('SEARCH.UNKNOWN_CITY', `We don't know ${city}, ${state}: pick a US city`);
    return {
      label: `${found.name}, ${found.state}`,
      latitude: found.latitude,
      longitude: found.longitude,
      city: found.name,
      state: found.state,
      source,
    };
  }
}
