import { Controller, Get, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OptionalUser } from '../../../auth/index.js';
import { pageQuery, type PageQuery } from '../../../contracts/requests/paging.request.js';
import { decodeCursor, endPage } from '../../../http/paging.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { attendeePosition } from './attendees.js';
import { ListAttendees } from './list-attendees.query.js';
import type { AttendeeResponse } from '../../../contracts/meetups.js';

const position = z.object({
  rank: z.number().int().min(0).max(3),
  order: z.number().int().min(0),
  userId: z.string().min(1).max(200),
});

/**
 * Who's Going: public, first names only for visitors. Going, the queue, maybe, not going,
 * paged (`?limit&cursor`, the next page in the `Link` header).
 */
@Controller('api/meetups')
@UseGuards(OptionalUser)
export class ListAttendeesController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/attendees')
  async attendees(
    @Param('id') meetupId: string,
    @Query({ schema: pageQuery }) query: PageQuery,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AttendeeResponse[]> {
    const found: AttendeeResponse[] = await this.queryBus.execute(
      new ListAttendees(
        meetupId,
        viewer ?? null,
        query.limit + 1,
        decodeCursor(query.cursor, position),
      ),
    );
    return endPage(found, query.limit, attendeePosition, request, reply);
  }
}
