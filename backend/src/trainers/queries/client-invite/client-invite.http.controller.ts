import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ClientInvitePreview } from '../../../contracts/trainers.js';
import { GetClientInvitePreview } from './client-invite.query.js';

@Controller('api/client-invites')
export class ClientInviteController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** Open to the link's holder before they have an account (the code is the secret). */
  @Get(':code')
  @Header('Cache-Control', 'no-store')
  preview(@Param('code') code: string): Promise<ClientInvitePreview> {
    return this.queryBus.execute(new GetClientInvitePreview(code));
  }
}
