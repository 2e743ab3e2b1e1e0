import { Command } from '@nestjs/cqrs';
import type { Appended } from '../../../shared/application/command-sender.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** A trainer names which of their clients come to their meetup, as private attendees. */
export class SetMeetupClients extends Command<Appended> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly clientIds: readonly string[],
    readonly context: CommandContext,
  ) {
    super();
  }
}
