import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** Someone who went adds the photo they uploaded (its upload URL) to a meetup's album. */
export class AddPhoto extends Command<{ position: GlobalPosition | null; photoId: string }> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly objectURL: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
