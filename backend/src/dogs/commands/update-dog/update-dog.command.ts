import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { UpdateDogRequest } from '../../../contracts/requests/dog.request.js';
import type { SizeLimitedAnswer } from '../../domain/dogs.decider.js';

export class UpdateDog extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly ownerId: string,
    readonly dogId: string,
    readonly changes: UpdateDogRequest,
    readonly context: CommandContext,
    /** Meetups that count the dog at its current size (the decider holds the size while any stands). */
    readonly sizeLimitedAnswers: readonly SizeLimitedAnswer[] = [],
  ) {
    super();
  }
}
