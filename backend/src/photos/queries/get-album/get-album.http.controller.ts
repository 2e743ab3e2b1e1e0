import { Controller, Get, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OptionalUser } from '../../../auth/index.js';
import { pageQuery, type PageQuery } from '../../../contracts/requests/paging.request.js';
import { decodeCursor, endPage } from '../../../http/paging.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { AlbumResponse } from '../../../contracts/photos.js';
import { photoPosition, positionOfPhoto } from '../album-reader.js';
import { GetAlbum } from './get-album.query.js';

/**
 * Whoever sees the meetup sees its album (a private group's: its members only), oldest first,
 * paged (`?limit&cursor`, the next page in the `Link` header); every page has the album's shape.
 */
@Controller('api/meetups')
@UseGuards(OptionalUser)
export class GetAlbumController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/photos')
  async album(
    @Param('id') meetupId: string,
    @Query({ schema: pageQuery }) query: PageQuery,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AlbumResponse> {
    const after = decodeCursor(query.cursor, photoPosition);
    const album: AlbumResponse = await this.queryBus.execute(
      new GetAlbum(meetupId, viewer ?? null, query.limit + 1, after),
    );
    return {
      ...album,
      photos: endPage(album.photos, query.limit, positionOfPhoto, request, reply),
    };
  }
}
