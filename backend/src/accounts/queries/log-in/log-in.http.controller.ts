import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { AuthRateLimitGuard, TokenService } from '../../../auth/index.js';
import { LogIn } from './log-in.query.js';
import { logInRequest, type LogInRequest } from '../../../contracts/requests/log-in.request.js';
import type { AuthResponse } from '../../../contracts/accounts.js';

@Controller('api/auth')
export class LogInController {
  constructor(
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(AuthRateLimitGuard)
  async logIn(
    @Body({ schema: logInRequest }) body: LogInRequest,
    @Req() request: FastifyRequest,
  ): Promise<AuthResponse> {
    // request.ip: the socket's address, or behind TRUST_PROXY the client's as the proxy forwards it.
    const { userId, tokenVersion } = await this.queryBus.execute(
      new LogIn(body.email, body.password, request.ip),
    );
    return { token: this.tokens.issue(userId, tokenVersion) };
  }
}
