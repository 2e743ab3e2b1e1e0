import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { AuthRateLimitGuard, TokenService } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { Context } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
import { RegisterUser } from './register-user.command.js';
import {
  registerUserRequest,
  type RegisterUserRequest,
} from '../../../contracts/requests/register-user.request.js';
import type { AuthResponse } from '../../../contracts/accounts.js';

@Controller('api/auth')
export class RegisterUserController {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  @Post('register')
  @HttpCode(201)
  @UseGuards(AuthRateLimitGuard)
  async register(
    @Body({ schema: registerUserRequest }) body: RegisterUserRequest,
    @Context() context: CommandContext,
  ): Promise<AuthResponse> {
    const { userId } = await this.commands.send(new RegisterUser(body, context));
    // A new account's tokens start at version 0.
    return { token: this.tokens.issue(userId, 0) };
  }
}
