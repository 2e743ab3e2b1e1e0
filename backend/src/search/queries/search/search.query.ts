import { Query } from '@nestjs/cqrs';
import type { SearchPosition } from '@packmeet/projections/search/search-index.port';
import type { SearchRequest } from '../../../contracts/requests/search.request.js';
import type { SearchResponse } from '../../../contracts/search.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** A page of results, and where the page after it starts (null: the last page). */
export interface SearchAnswer {
  response: SearchResponse;
  next: SearchPosition | null;
}

/**
 * Meetups and groups near a place, as the viewer (null: a visitor) may find
 * them: a page from `request.page`, or after `after` (a cursor's position).
 */
export class Search extends Query<SearchAnswer> {
  constructor(
    readonly request: SearchRequest,
    readonly viewer: AuthenticatedUser | null,
    readonly after: SearchPosition | undefined,
  ) {
    super();
  }
}
