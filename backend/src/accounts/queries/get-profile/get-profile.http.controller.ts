import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetProfile } from './get-profile.query.js';
import type { ProfileResponse } from '../../../contracts/accounts.js';

@Controller('api/profile')
@UseGuards(RequireUser)
export class GetProfileController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get()
  getProfile(@CurrentUser() user: AuthenticatedUser): Promise<ProfileResponse> {
    return this.queryBus.execute(new GetProfile(user.id));
  }
}
