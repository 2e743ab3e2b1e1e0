import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { forbidden } from '../../../shared/errors.js';
import { GetAccountFootprint } from '../../queries/account-footprint/account-footprint.query.js';
import { ForgetMember } from './forget-member.command.js';

@Controller('api/admin/members')
@UseGuards(RequireUser)
export class ForgetMemberController {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  /** Administrators only: records that the member must be forgotten; 204 once the read models show it. */
  @Post(':userId/forget')
  @HttpCode(204)
  async forget(@Param('userId') userId: string, @SignedIn() caller: Caller): Promise<void> {
    if (!caller.user.isAdmin) {
      throw forbidden('AUTH.ADMIN_ONLY', 'Only administrators may forget a member.');
    }
    // Their groups, places and post images, as the read models know them (their photos the handler reads from the log).
    const footprint = await this.queries.execute(
      new GetAccountFootprint(userId, caller.context.now),
    );
    await this.commands.send(new ForgetMember(userId, caller.user.id, caller.context, footprint));
  }
}
