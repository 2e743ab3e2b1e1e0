import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** An owner ends their dog's link with a playmate, silently (the other owner is not told). */
export class RemovePlaymate extends Command<Appended> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly dogId: string,
    readonly otherDogId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
