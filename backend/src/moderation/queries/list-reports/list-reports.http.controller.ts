import { Controller, Get, Inject, Query, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ModerationReportResponse } from '../../../contracts/moderation.js';
import {
  listReportsQuery,
  type ListReportsQuery,
} from '../../../contracts/requests/moderation.request.js';
import { decodeCursor, endPage } from '../../../http/paging.js';
import { RequireAdmin } from '../../../auth/index.js';
import { ListReports } from './list-reports.query.js';

const position = z.object({ createdAt: z.iso.datetime(), id: z.string().min(1).max(100) });

@Controller('api/admin/moderation')
@UseGuards(RequireAdmin)
export class ListReportsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /**
   * The moderation queue, newest first, paged (`?limit&cursor`, the next page
   * in the `Link` header) and filtered by state (default open) and kind.
   */
  @Get('reports')
  async list(
    @Query({ schema: listReportsQuery }) query: ListReportsQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ModerationReportResponse[]> {
    const after = decodeCursor(query.cursor, position);
    const found = await this.queryBus.execute(
      new ListReports(
        { status: query.status === 'all' ? null : query.status, kind: query.kind ?? null },
        query.limit + 1,
        after,
      ),
    );
    return endPage(
      found,
      query.limit,
      (last) => ({ createdAt: last.createdAt, id: last.id }),
      request,
      reply,
    );
  }
}
