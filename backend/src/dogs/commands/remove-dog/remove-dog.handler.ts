import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { dogsDecider, dogsStream } from '../../domain/dogs.decider.js';
import { RemoveDog } from './remove-dog.command.js';

@CommandHandler(RemoveDog)
export class RemoveDogHandler implements ICommandHandler<RemoveDog> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ ownerId, dogId, context }: RemoveDog) {
    const { position } = await handleCommand({
      store: this.store,
      stream: dogsStream(ownerId),
      decider: dogsDecider,
      context,
      command: { type: 'RemoveDog', ownerId, dogId },
    });
    return { position };
  }
}
