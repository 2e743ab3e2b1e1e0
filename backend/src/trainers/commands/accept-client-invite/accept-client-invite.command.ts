import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** The invite's holder links the client record to their account (`trainerId`, `clientId`: the code's). */
export class AcceptClientInvite extends Command<Appended> {
  constructor(
    readonly trainerId: string,
    readonly clientId: string,
    readonly code: string,
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
