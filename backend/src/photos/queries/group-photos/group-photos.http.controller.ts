import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OptionalUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { GroupPhotosResponse } from '../../../contracts/photos.js';
import { GetGroupPhotos } from './group-photos.query.js';

@Controller('api/groups')
@UseGuards(OptionalUser)
export class GroupPhotosController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/photos')
  photos(
    @Param('id') groupId: string,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<GroupPhotosResponse> {
    return this.queryBus.execute(new GetGroupPhotos(groupId, viewer ?? null));
  }
}
