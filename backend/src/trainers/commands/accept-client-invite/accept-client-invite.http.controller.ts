import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import type { ClientInviteAccepted } from '../../../contracts/trainers.js';
import {
  FindClientInvite,
  GetInviteAccepted,
} from '../../queries/client-invite/client-invite.query.js';
import { GetAttendanceRecord } from '../../../meetups/index.js';
import { AcceptClientInvite } from './accept-client-invite.command.js';

@Controller('api/client-invites')
@UseGuards(RequireUser)
export class AcceptClientInviteController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /**
   * The signed-in holder of the link (a new account made through it, or an
   * existing one) becomes the client: the record and its past meetups are theirs.
   */
  @Post(':code/accept')
  @HttpCode(200)
  async accept(
    @Param('code') code: string,
    @SignedIn() caller: Caller,
  ): Promise<ClientInviteAccepted> {
    const invite = await this.commands.ask(new FindClientInvite(code));
    await this.commands.send(
      new AcceptClientInvite(
        invite.trainerId,
        invite.clientId,
        code,
        caller.user.id,
        caller.context,
      ),
    );
    const [accepted, attendance] = await Promise.all([
      this.commands.ask(new GetInviteAccepted(invite.trainerId, invite.clientId)),
      this.commands.ask(new GetAttendanceRecord(caller.user.id, caller.user)),
    ]);
    return { ...accepted, attendance };
  }
}
