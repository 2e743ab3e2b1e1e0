import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** A tag comes off: by the dog's owner, whoever tagged it, the uploader or an organizer. */
export class UntagDog extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly photoId: string,
    readonly dogId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
