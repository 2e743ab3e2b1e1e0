import { Controller, Get, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { pageQuery, type PageQuery } from '../../../contracts/requests/paging.request.js';
import { decodeCursor, endPage } from '../../../http/paging.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { ListMembers, type MemberPosition } from './list-members.query.js';
import type { MemberResponse, MemberWithDetailsResponse } from '../../../contracts/groups.js';

const position = z.object({
  owner: z.boolean(),
  joinedAt: z.iso.datetime(),
  userId: z.string().min(1).max(200),
});

const positionOf = (member: MemberResponse): MemberPosition => ({
  owner: member.role === 'owner',
  joinedAt: member.joinedAt,
  userId: member.userId,
});

/** A group's members, owner first then by joining date, paged (`?limit&cursor`, `Link` header). */
@Controller('api/groups')
@UseGuards(RequireUser)
export class ListMembersController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/members')
  async members(
    @Param('id') groupId: string,
    @Query({ schema: pageQuery }) query: PageQuery,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MemberResponse[]> {
    const found = (await this.queryBus.execute(
      new ListMembers(
        groupId,
        user.id,
        false,
        query.limit + 1,
        decodeCursor(query.cursor, position),
      ),
    )) as MemberResponse[];
    return endPage(found, query.limit, positionOf, request, reply);
  }

  /** The Our Dogs card and the members dialog: people and their dogs. */
  @Get(':id/members-with-details')
  async membersWithDetails(
    @Param('id') groupId: string,
    @Query({ schema: pageQuery }) query: PageQuery,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MemberWithDetailsResponse[]> {
    const found = (await this.queryBus.execute(
      new ListMembers(
        groupId,
        user.id,
        true,
        query.limit + 1,
        decodeCursor(query.cursor, position),
      ),
    )) as MemberWithDetailsResponse[];
    return endPage(found, query.limit, positionOf, request, reply);
  }
}
