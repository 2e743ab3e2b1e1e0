import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OptionalUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetInvite } from './get-invite.query.js';
import type { InviteResponse } from '../../../contracts/groups.js';

@Controller('api/invites')
@UseGuards(OptionalUser)
export class GetInviteController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** No token needed: a signed-out visitor sees what they are invited to before signing up. */
  @Get(':code')
  get(
    @Param('code') code: string,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<InviteResponse> {
    return this.queryBus.execute(new GetInvite(code, user?.id ?? null));
  }
}
