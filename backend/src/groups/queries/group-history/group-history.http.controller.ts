import { Controller, Get, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import type { GroupHistoryEntry } from '../../../contracts/groups.js';
import { pageQuery, type PageQuery } from '../../../contracts/requests/paging.request.js';
import { decodeCursor, endPage } from '../../../http/paging.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetGroupHistory, type PlacedHistoryEntry } from './group-history.query.js';

const position = z.object({
  position: z.string().regex(/^\d{1,39}$/),
  id: z.string().min(1).max(200),
});

@Controller('api/groups')
@UseGuards(RequireUser)
export class GroupHistoryController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** Newest first, paged (`?limit&cursor`, the next page in the `Link` header). */
  @Get(':id/history')
  async history(
    @Param('id') groupId: string,
    @Query({ schema: pageQuery }) query: PageQuery,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GroupHistoryEntry[]> {
    const after = decodeCursor(query.cursor, position);
    const found: PlacedHistoryEntry[] = await this.queryBus.execute(
      new GetGroupHistory(groupId, user, query.limit + 1, after),
    );
    const page = endPage(
      found,
      query.limit,
      (last) => ({ position: last.position, id: last.id }),
      request,
      reply,
    );
    return page.map(({ position: _position, ...entry }) => entry);
  }
}
