import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AuthRateLimitGuard } from '../../../auth/auth-rate-limit.guard.js';
import { TokenService } from '../../../auth/token.service.js';
import { Context } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
import { RegisterUser } from './register-user.command.js';
import {
  registerUserRequest,
  type RegisterUserRequest,
} from '../../../contracts/requests/register-user.request.js';
import type { AuthResponse } from '../../../contracts/accounts.js';

@Controller('api/auth')
export class RegisterUserController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  @Post('register')
  @HttpCode(201)
  @UseGuards(AuthRateLimitGuard)
  async register(
    @Body({ schema: registerUserRequest }) body: RegisterUserRequest,
    @Context() context: CommandContext,
  ): Promise<AuthResponse> {
    const { userId, position } = await this.commandBus.execute(new RegisterUser(body, context));
    await this.readModels.waitFor(position);
    return { token: this.tokens.issue(userId) };
  }
}
