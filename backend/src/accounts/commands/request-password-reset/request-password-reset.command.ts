import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../http/command-sender.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** "Forgot password?": mails a reset link if an account uses `email`; does nothing otherwise. */
export class RequestPasswordReset extends Command<Appended> {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
