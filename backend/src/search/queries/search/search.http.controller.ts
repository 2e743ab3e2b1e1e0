import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OptionalUser } from '../../../auth/auth.guards.js';
import { searchRequest, type SearchRequest } from '../../../contracts/requests/search.request.js';
import type { SearchResponse } from '../../../contracts/search.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { Search } from './search.query.js';

/** GET /api/search: public; visitors get public results with general areas only. */
@Controller('api/search')
@UseGuards(OptionalUser)
export class SearchController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get()
  search(
    @Query({ schema: searchRequest }) query: SearchRequest,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<SearchResponse> {
    return this.queryBus.execute(new Search(query, viewer ?? null));
  }
}
