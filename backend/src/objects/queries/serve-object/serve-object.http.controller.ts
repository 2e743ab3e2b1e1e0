import { Controller, Get, Inject, Param, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { ServeObject } from './serve-object.query.js';

@Controller('objects')
export class ServeObjectController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /**
   * GET /objects/photos/<id>.<ext>, public: photos are shared on group and
   * event pages. Served with the type detected at upload (never guessed from
   * the bytes: nosniff) and cached for a year, as a photo's path never
   * changes. Headers are set only once the photo is found, so a 404 is never
   * cached as immutable.
   */
  @Get('photos/:file')
  async servePhoto(
    @Param('file') file: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const photo = await this.queryBus.execute(new ServeObject(file));
    void reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    return new StreamableFile(photo.body, {
      type: photo.contentType,
      disposition: 'inline',
      length: photo.body.length,
    });
  }
}
