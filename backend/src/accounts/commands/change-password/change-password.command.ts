import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** A new password, given the current one; answers with the token version that stays signed in. */
export class ChangePassword extends Command<Appended & { tokenVersion: number }> {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
