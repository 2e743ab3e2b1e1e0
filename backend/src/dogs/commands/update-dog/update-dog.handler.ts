import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { dogsDecider, dogsStream } from '../../domain/dogs.decider.js';
import { UpdateDog } from './update-dog.command.js';

@CommandHandler(UpdateDog)
export class UpdateDogHandler implements ICommandHandler<UpdateDog> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ ownerId, dogId, changes, context }: UpdateDog) {
    // The caller's own stream: another owner's dog is simply not found there.
    const { position } = await handleCommand({
      store: this.store,
      stream: dogsStream(ownerId),
      decider: dogsDecider,
      context,
      command: { type: 'UpdateDog', ownerId, dogId, changes },
    });
    return { position };
  }
}
