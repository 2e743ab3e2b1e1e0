import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** Sets a new password through a reset link's token. */
export class ResetPassword extends Command<Appended> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
