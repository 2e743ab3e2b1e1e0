import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** The uploader or an organizer deletes a photo; its files go with it. */
export class DeletePhoto extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly photoId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
