import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** After a meetup, an owner says one of their dogs played well with another dog that came. */
export class MarkPlayedWell extends Command<Appended> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly dogId: string,
    readonly otherDogId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
