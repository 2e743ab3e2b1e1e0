import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { UpdateDogRequest } from '../../../contracts/requests/dog.request.js';

export class UpdateDog extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly ownerId: string,
    readonly dogId: string,
    readonly changes: UpdateDogRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
