import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** Uses a verification link: verifies the account's email, or makes a new address its email. */
export class VerifyEmail extends Command<Appended> {
  constructor(
    readonly token: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
