import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { CommandContext } from '../../../shared/command-context.js';

export interface InviteSent {
  code: string;
  expiresAt: string;
  emailedTo: string | null;
}

export class InviteClient extends Command<Appended & InviteSent> {
  constructor(
    readonly trainerId: string,
    readonly clientId: string,
    /** Where to mail it: undefined, the record's email; null, nowhere (the trainer copies the link). */
    readonly email: string | null | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}
