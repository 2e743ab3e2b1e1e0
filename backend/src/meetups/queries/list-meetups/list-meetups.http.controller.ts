import { Controller, Get, Inject, Query, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { pageQuery } from '../../../contracts/requests/paging.request.js';
import { decodeCursor, endPage } from '../../../http/paging.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { ListGroupMeetups, ListUpcomingMeetups, type PlacedMeetup } from './list-meetups.query.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

const byGroup = pageQuery.extend({
  groupId: z.string({ error: 'groupId is required' }).trim().min(1, 'groupId is required'),
});

const position = z.object({
  part: z.union([z.literal(0), z.literal(1)]),
  startsAt: z.iso.datetime(),
  id: z.string().min(1).max(200),
  asOf: z.iso.datetime(),
});

/** Both lists page (`?limit&cursor`, the next page in the `Link` header). */
@Controller('api/meetups')
@UseGuards(RequireUser)
export class ListMeetupsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get('upcoming')
  async upcoming(
    @Query({ schema: pageQuery }) query: z.infer<typeof pageQuery>,
    @CurrentUser() viewer: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MeetupResponse[]> {
    const found: PlacedMeetup[] = await this.queryBus.execute(
      new ListUpcomingMeetups(viewer, query.limit + 1, decodeCursor(query.cursor, position)),
    );
    return endPage(found, query.limit, (last) => last.position, request, reply).map(
      (item) => item.meetup,
    );
  }

  @Get()
  async ofGroup(
    @Query({ schema: byGroup }) query: z.infer<typeof byGroup>,
    @CurrentUser() viewer: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MeetupResponse[]> {
    const found: PlacedMeetup[] = await this.queryBus.execute(
      new ListGroupMeetups(
        query.groupId,
        viewer,
        query.limit + 1,
        decodeCursor(query.cursor, position),
      ),
    );
    return endPage(found, query.limit, (last) => last.position, request, reply).map(
      (item) => item.meetup,
    );
  }
}
