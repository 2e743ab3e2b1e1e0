import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { AuthRateLimitGuard } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { Context } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { AccountMessageResponse } from '../../../contracts/accounts.js';
import {
  resetPasswordRequest,
  type ResetPasswordRequest,
} from '../../../contracts/requests/account.request.js';
import { ResetPassword } from './reset-password.command.js';

@Controller('api/auth/password-reset/confirm')
export class ResetPasswordController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Once the read models have the new password, signing in with it works. */
  @Post()
  @HttpCode(200)
  @UseGuards(AuthRateLimitGuard)
  async reset(
    @Body({ schema: resetPasswordRequest }) body: ResetPasswordRequest,
    @Context() context: CommandContext,
  ): Promise<AccountMessageResponse> {
    await this.commands.send(new ResetPassword(body.token, body.password, context));
    return { message: 'Your password is changed. Sign in with your new password.' };
  }
}
