import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { AuthRateLimitGuard } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { Context } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { AccountMessageResponse } from '../../../contracts/accounts.js';
import {
  verifyEmailRequest,
  type VerifyEmailRequest,
} from '../../../contracts/requests/account.request.js';
import { VerifyEmail } from './verify-email.command.js';

@Controller('api/auth/verify-email')
export class VerifyEmailController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** No sign-in needed: the link may be opened on another device. The token is the proof. */
  @Post()
  @HttpCode(200)
  @UseGuards(AuthRateLimitGuard)
  async verify(
    @Body({ schema: verifyEmailRequest }) body: VerifyEmailRequest,
    @Context() context: CommandContext,
  ): Promise<AccountMessageResponse> {
    await this.commands.send(new VerifyEmail(body.token, context));
    return { message: 'Your email is verified. Thank you!' };
  }
}
