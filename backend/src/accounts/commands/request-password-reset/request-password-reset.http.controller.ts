import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { AuthRateLimitGuard } from '../../../auth/index.js';
import { APP_CONFIG, verifiesEmails, type AppConfig } from '../../../config/config.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { Context } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
import {
  PASSWORD_RESET_BY_OPERATOR,
  PASSWORD_RESET_SENT,
  type PasswordResetRequestedResponse,
} from '../../../contracts/accounts.js';
import {
  passwordResetRequest,
  type PasswordResetRequest,
} from '../../../contracts/requests/account.request.js';
import { normalizeEmail } from '../../domain/normalize.js';
import { LOGGER, type Logger } from '../../../shared/logger.js';
import { AccountLinks } from '../account-links.js';
import { RequestPasswordReset } from './request-password-reset.command.js';

@Controller('api/auth/password-reset')
export class RequestPasswordResetController {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(AccountLinks) private readonly links: AccountLinks,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The same 202 and words for every email, known or not; limited per IP
   * (with sign-in) and per email, whether or not it has an account. The
   * answer does not wait for the command: looking the account up and
   * appending took measurably longer than finding none (medians 41 vs 23 ms;
   * 18.5 vs 15.5 ms once deferred past the answer),
   * which would tell who has an account. A request lost to a crash in
   * between is asked again by its person.
   */
  @Post()
  @HttpCode(202)
  @UseGuards(AuthRateLimitGuard)
  request(
    @Body({ schema: passwordResetRequest }) body: PasswordResetRequest,
    @Context() context: CommandContext,
  ): PasswordResetRequestedResponse {
    this.links.resetsPerEmail.take(normalizeEmail(body.email));
    // Email off: a link asked for here could reach nobody; an operator prints one instead.
    if (!verifiesEmails(this.config)) return { message: PASSWORD_RESET_BY_OPERATOR };
    // After the answer is written: the lookup and append (SQLite is synchronous) must not delay it.
    setImmediate(() => {
      this.commands
        .sendOnly(new RequestPasswordReset(body.email, context))
        .catch((error: unknown) =>
          this.logger.error({ err: error }, 'password reset request failed'),
        );
    });
    return { message: PASSWORD_RESET_SENT };
  }
}
