import {
  Controller,
  Get,
  Inject,
  Param,
  Query,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { OptionalUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { ServePhoto } from './serve-photo.query.js';

@Controller('api/photos')
@UseGuards(OptionalUser)
export class ServePhotoController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /**
   * GET /api/photos/<id>/thumb.jpg or full.jpg. Not cached as immutable, unlike
   * dog photos: a deleted or hidden photo, or a group turned private, must
   * stop being served. An open meetup's photo may sit in shared caches for
   * five minutes; a private one only in the browser that asked.
   */
  @Get(':photoId/:file')
  async serve(
    @Param('photoId') photoId: string,
    @Param('file') file: string,
    @Query('e') expires: string | undefined,
    @Query('s') signature: string | undefined,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const { photo, open } = await this.queryBus.execute(
      new ServePhoto(photoId, file, { expires, signature }, viewer ?? null),
    );
    void reply
      .header('cache-control', open ? 'public, max-age=300' : 'private, max-age=300')
      .header('x-content-type-options', 'nosniff');
    return new StreamableFile(photo.body, {
      type: photo.contentType,
      disposition: 'inline',
      length: photo.body.length,
    });
  }
}
