import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** An owner turns playmates on or off for one of their dogs. */
export class SetPlaymates extends Command<Appended> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly dogId: string,
    readonly enabled: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
