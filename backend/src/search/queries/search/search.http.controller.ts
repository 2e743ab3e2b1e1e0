import { Controller, Get, Header, Headers, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { OptionalUser } from '../../../auth/index.js';
import { searchRequest, type SearchRequest } from '../../../contracts/requests/search.request.js';
import type { SearchResponse } from '../../../contracts/search.js';
import { KeptAnswers } from '../../../http/kept-answers.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { Search } from './search.query.js';

/**
 * Each kept answer's bytes. The search keeps answers until they could change
 * (search-candidates.cache.ts) and hands out the same object meanwhile; a busy
 * area's first page is about 17 KB (docs/adr/023-search-answers-kept-per-query.md).
 */
const kept = new KeptAnswers<SearchResponse>();

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
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | Buffer> {
    const response: SearchResponse = await this.queryBus.execute(new Search(query, viewer ?? null));
    return kept.send(response, acceptEncoding, reply);
  }
}
