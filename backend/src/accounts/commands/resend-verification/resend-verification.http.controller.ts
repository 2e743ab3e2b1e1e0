import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import type { AccountMessageResponse } from '../../../contracts/accounts.js';
import { AccountLinks } from '../account-links.js';
import { RequestEmailVerification } from './request-email-verification.command.js';

@Controller('api/auth/verify-email/resend')
@UseGuards(RequireUser)
export class ResendVerificationController {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(AccountLinks) private readonly links: AccountLinks,
  ) {}

  /** A new link (the older ones stop working), a few times per quarter hour. */
  @Post()
  @HttpCode(202)
  async resend(@SignedIn() caller: Caller): Promise<AccountMessageResponse> {
    this.links.verificationsPerUser.take(caller.user.id);
    await this.commands.send(new RequestEmailVerification(caller.user.id, caller.context));
    return { message: 'We sent you a new verification link. It works for 48 hours.' };
  }
}
