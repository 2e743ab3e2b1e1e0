import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { AuthRateLimitGuard } from '../../../auth/auth-rate-limit.guard.js';
import { CommandSender } from '../../../http/command-sender.js';
import { Context } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
import {
  PASSWORD_RESET_SENT,
  type PasswordResetRequestedResponse,
} from '../../../contracts/accounts.js';
import {
  passwordResetRequest,
  type PasswordResetRequest,
} from '../../../contracts/requests/account.request.js';
import { normalizeEmail } from '../../domain/normalize.js';
import { AccountLinks } from '../account-links.js';
import { RequestPasswordReset } from './request-password-reset.command.js';

@Controller('api/auth/password-reset')
export class RequestPasswordResetController {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(AccountLinks) private readonly links: AccountLinks,
  ) {}

  /**
   * The same 202 and words for every email, known or not; limited per IP
   * (with sign-in) and per email, whether or not it has an account.
   */
  @Post()
  @HttpCode(202)
  @UseGuards(AuthRateLimitGuard)
  async request(
    @Body({ schema: passwordResetRequest }) body: PasswordResetRequest,
    @Context() context: CommandContext,
  ): Promise<PasswordResetRequestedResponse> {
    this.links.resetsPerEmail.take(normalizeEmail(body.email));
    await this.commands.sendOnly(new RequestPasswordReset(body.email, context));
    return { message: PASSWORD_RESET_SENT };
  }
}
