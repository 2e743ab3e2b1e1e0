import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { CommandContext } from '../../../shared/command-context.js';

/**
 * Mails a verification link: to the account's own address when `change` is
 * absent (a resend), or to a new address that replaces it once verified.
 */
export class RequestEmailVerification extends Command<Appended> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
    readonly change?: { email: string; password: string },
  ) {
    super();
  }
}
