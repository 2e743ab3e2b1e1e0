import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** An organizer, or an administrator settling a report, hides a photo. */
export class HidePhoto extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly photoId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
