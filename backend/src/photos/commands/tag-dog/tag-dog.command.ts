import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** Someone who went tags a dog that came in a photo. */
export class TagDog extends Command<{ position: GlobalPosition | null }> {
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
