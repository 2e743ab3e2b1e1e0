import {
  Controller,
  Get,
  Header,
  Headers,
  Inject,
  Param,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OptionalUser } from '../../../auth/index.js';
import { pageQuery, type PageQuery } from '../../../contracts/requests/paging.request.js';
import { KeptAnswers } from '../../../http/kept-answers.js';
import { decodeCursor, nextPageUrl } from '../../../http/paging.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { photoPosition } from '../album-reader.js';
import type { AlbumPage } from './album-pages.cache.js';
import { GetAlbum } from './get-album.query.js';

/**
 * Whoever sees the meetup sees its album (a private group's: its members only), oldest first,
 * paged (`?limit&cursor`, the next page in the `Link` header); every page has the album's shape
 * (AlbumResponse). The answers are kept (album-pages.cache.ts), so each is encoded once.
 */
@Controller('api/meetups')
@UseGuards(OptionalUser)
export class GetAlbumController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(KeptAnswers) private readonly kept: KeptAnswers,
  ) {}

  @Get(':id/photos')
  @Header('content-type', 'application/json; charset=utf-8')
  async album(
    @Param('id') meetupId: string,
    @Query({ schema: pageQuery }) query: PageQuery,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | Buffer> {
    const after = decodeCursor(query.cursor, photoPosition);
    const { album, next }: AlbumPage = await this.queryBus.execute(
      new GetAlbum(meetupId, viewer ?? null, query.limit, after),
    );
    if (next) reply.header('link', `<${nextPageUrl(request, query.limit, next)}>; rel="next"`);
    return this.kept.send(album, acceptEncoding, reply);
  }
}
