import { Body, Controller, Inject, Put, UseGuards } from '@nestjs/common';
import { RequireUser, TokenService } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import type { AuthResponse } from '../../../contracts/accounts.js';
import {
  changePasswordRequest,
  type ChangePasswordRequest,
} from '../../../contracts/requests/account.request.js';
import { ChangePassword } from './change-password.command.js';

@Controller('api/profile/password')
@UseGuards(RequireUser)
export class ChangePasswordController {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  /** Every other device is signed out; this one gets a new token and stays signed in. */
  @Put()
  async change(
    @Body({ schema: changePasswordRequest }) body: ChangePasswordRequest,
    @SignedIn() caller: Caller,
  ): Promise<AuthResponse> {
    const { tokenVersion } = await this.commands.send(
      new ChangePassword(caller.user.id, body.currentPassword, body.newPassword, caller.context),
    );
    return { token: this.tokens.issue(caller.user.id, tokenVersion) };
  }
}
