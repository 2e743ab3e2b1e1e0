import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { AddDogRequest } from '../../../contracts/requests/dog.request.js';

/** Adds one or several dogs to the caller's pack, all or none. */
export class AddDogs extends Command<{ dogIds: string[]; position: GlobalPosition | null }> {
  constructor(
    readonly ownerId: string,
    readonly dogs: AddDogRequest[],
    readonly context: CommandContext,
  ) {
    super();
  }
}
