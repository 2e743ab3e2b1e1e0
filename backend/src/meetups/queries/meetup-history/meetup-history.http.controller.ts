import { Controller, Get, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { pageQuery } from '../../../contracts/requests/paging.request.js';
import { decodeCursor, endPage } from '../../../http/paging.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetMeetupHistory } from './meetup-history.query.js';
import type { MeetupHistoryResponse } from '../../../contracts/meetups.js';

const historyQuery = pageQuery.extend({
  at: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), 'at must be an ISO date and time')
    .optional(),
});

const position = z.object({ revision: z.number().int().min(0) });

@Controller('api/meetups')
@UseGuards(RequireUser)
export class MeetupHistoryController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /**
   * Oldest first, paged (`?limit&cursor`, the next page in the `Link` header): `entries` holds
   * the page. `?at=<ISO>` adds the attendance as of that moment, folded from the whole history.
   */
  @Get(':id/history')
  async history(
    @Param('id') meetupId: string,
    @Query({ schema: historyQuery }) query: z.infer<typeof historyQuery>,
    @CurrentUser() viewer: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MeetupHistoryResponse> {
    const found: MeetupHistoryResponse = await this.queryBus.execute(
      new GetMeetupHistory(
        meetupId,
        viewer,
        query.at ? new Date(query.at) : null,
        query.limit + 1,
        decodeCursor(query.cursor, position)?.revision,
      ),
    );
    const entries = endPage(
      found.entries,
      query.limit,
      (last) => ({ revision: last.revision }),
      request,
      reply,
    );
    return { ...found, entries };
  }
}
