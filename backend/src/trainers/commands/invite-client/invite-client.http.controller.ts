import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  inviteClientRequest,
  type InviteClientRequest,
} from '../../../contracts/requests/trainer-clients.request.js';
import type { ClientInviteResponse } from '../../../contracts/trainers.js';
import { InviteClient } from './invite-client.command.js';

@Controller('api/trainer/clients')
@UseGuards(RequireUser)
export class InviteClientController {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Invites a client to PackMeet: a new single-use link (the previous one stops
   * working), mailed through the outbox when there is an email, and answered
   * for the trainer to copy.
   */
  @Post(':id/invite')
  @HttpCode(201)
  async invite(
    @Param('id') clientId: string,
    @Body({ schema: inviteClientRequest }) body: InviteClientRequest,
    @SignedIn() caller: Caller,
  ): Promise<ClientInviteResponse> {
    const sent = await this.commands.send(
      new InviteClient(caller.user.id, clientId, body.email, caller.context),
    );
    return {
      clientId,
      url: `${this.config.publicUrl}/client-invite/${sent.code}`,
      expiresAt: sent.expiresAt,
      emailedTo: sent.emailedTo,
    };
  }
}
