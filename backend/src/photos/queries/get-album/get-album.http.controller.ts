import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OptionalUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { AlbumResponse } from '../../../contracts/photos.js';
import { GetAlbum } from './get-album.query.js';

/** Whoever sees the meetup sees its album (a private group's: its members only). */
@Controller('api/meetups')
@UseGuards(OptionalUser)
export class GetAlbumController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/photos')
  album(
    @Param('id') meetupId: string,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<AlbumResponse> {
    return this.queryBus.execute(new GetAlbum(meetupId, viewer ?? null));
  }
}
