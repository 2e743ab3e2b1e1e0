import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** Someone who came leaves the organizer a private note, and says which dogs played well. */
export class LeaveNote extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly note: string,
    readonly playedWellWith: string[],
    readonly context: CommandContext,
  ) {
    super();
  }
}
