import { Controller, Get, Header, Inject, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OptionalUser } from '../../../auth/auth.guards.js';
import { searchRequest, type SearchRequest } from '../../../contracts/requests/search.request.js';
import type { SearchResponse } from '../../../contracts/search.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { Search } from './search.query.js';

/**
 * Each kept answer's JSON, encoded once. The search keeps answers until they
 * could change (search-candidates.cache.ts) and hands out the same object
 * meanwhile; a busy area's first page is about 17 KB, whose encoding cost
 * more than the rest of the request (docs/adr/023-search-answers-kept-per-query.md).
 * Keyed by that object, so a new answer is encoded anew and an old one's
 * JSON goes with it.
 */
const encoded = new WeakMap<SearchResponse, string>();

/** GET /api/search: public; visitors get public results with general areas only. */
@Controller('api/search')
@UseGuards(OptionalUser)
export class SearchController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get()
  @Header('content-type', 'application/json; charset=utf-8')
  async search(
    @Query({ schema: searchRequest }) query: SearchRequest,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<string> {
    const response = await this.queryBus.execute(new Search(query, viewer ?? null));
    let json = encoded.get(response);
    if (json === undefined) encoded.set(response, (json = JSON.stringify(response)));
    return json;
  }
}
