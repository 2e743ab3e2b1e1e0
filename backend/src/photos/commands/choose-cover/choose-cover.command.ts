import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** A public meetup's organizer chooses the photo its share card shows (null: none). */
export class ChooseCover extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly photoId: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}
