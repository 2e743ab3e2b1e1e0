import { Query } from '@nestjs/cqrs';
import type { SearchRequest } from '../../../contracts/requests/search.request.js';
import type { SearchResponse } from '../../../contracts/search.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** Meetups and groups near a place, as the viewer (null: a visitor) may find them. */
export class Search extends Query<SearchResponse> {
  constructor(
    readonly request: SearchRequest,
    readonly viewer: AuthenticatedUser | null,
  ) {
    super();
  }
}
