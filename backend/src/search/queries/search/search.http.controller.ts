import {
  Controller,
  Get,
  Header,
  Headers,
  Inject,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OptionalUser } from '../../../auth/index.js';
import { searchRequest, type SearchRequest } from '../../../contracts/requests/search.request.js';
import { KeptAnswers } from '../../../http/kept-answers.js';
import { decodeCursor, nextPageUrl } from '../../../http/paging.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { Search, type SearchAnswer } from './search.query.js';

const position = z.object({
  sortAt: z.string().min(1).max(40),
  distanceMiles: z.number().min(0).max(25_000),
  title: z.string().max(1000),
  id: z.string().min(1).max(300),
});

/**
 * GET /api/search: public; visitors get public results with general areas
 * only. Pages by `page` and `pageSize`, or by the paging convention
 * (ADR 033): every page but the last names the next in its `Link` header.
 */
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
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | Buffer> {
    const { response, next }: SearchAnswer = await this.queryBus.execute(
      new Search(query, viewer ?? null, decodeCursor(query.cursor, position)),
    );
    if (next) {
      // The next page is named by its cursor alone: `page` and `pageSize` give way to it.
      const url = nextPageUrl(request, response.pageSize, next, { page: null, pageSize: null });
      reply.header('link', `<${url}>; rel="next"`);
    }
    return this.kept.send(response, acceptEncoding, reply);
  }
}
