import { Controller, Get, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OptionalUser } from '../../../auth/index.js';
import { pageQuery, type PageQuery } from '../../../contracts/requests/paging.request.js';
import { decodeCursor, endPage } from '../../../http/paging.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { GroupPhotosResponse } from '../../../contracts/photos.js';
import { photoPosition, positionOfPhoto } from '../album-reader.js';
import { GetGroupPhotos } from './group-photos.query.js';

/** A group's photos, newest first, paged (`?limit&cursor`, the next page in the `Link` header). */
@Controller('api/groups')
@UseGuards(OptionalUser)
export class GroupPhotosController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/photos')
  async photos(
    @Param('id') groupId: string,
    @Query({ schema: pageQuery }) query: PageQuery,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GroupPhotosResponse> {
    const after = decodeCursor(query.cursor, photoPosition);
    const found: GroupPhotosResponse = await this.queryBus.execute(
      new GetGroupPhotos(groupId, viewer ?? null, query.limit + 1, after),
    );
    return {
      ...found,
      photos: endPage(found.photos, query.limit, positionOfPhoto, request, reply),
    };
  }
}
