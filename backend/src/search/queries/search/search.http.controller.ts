import { Controller, Get, Header, Headers, Inject, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { OptionalUser } from '../../../auth/index.js';
import { searchRequest, type SearchRequest } from '../../../contracts/requests/search.request.js';
import type { SearchResponse } from '../../../contracts/search.js';
import { KeptAnswers } from '../../../http/kept-answers.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { Search } from './search.query.js';

/** GET /api/search: public; visitors get public results with general areas only. */
@Controller('api/search')
@UseGuards(OptionalUser)
export class SearchController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    /** Each kept answer's bytes, encoded once (a busy area's page ~17 KB, a busy city's summary over 100 KB). */
    @Inject(KeptAnswers) private readonly kept: KeptAnswers,
  ) {}

  @Get()
  @Header('content-type', 'application/json; charset=utf-8')
  async search(
    @Query({ schema: searchRequest }) query: SearchRequest,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | Buffer> {
    const response: SearchResponse = await this.queryBus.execute(new Search(query, viewer ?? null));
    return this.kept.send(response, acceptEncoding, reply);
  }
}
