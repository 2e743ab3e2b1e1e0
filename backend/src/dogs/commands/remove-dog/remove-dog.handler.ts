import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dogsDecider, dogsStream } from '../../domain/dogs.decider.js';
import { RemoveDog } from './remove-dog.command.js';

@CommandHandler(RemoveDog)
export class RemoveDogHandler implements ICommandHandler<RemoveDog> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ ownerId, dogId, context }: RemoveDog) {
    return this.aggregates.handle({
      stream: dogsStream(ownerId),
      decider: dogsDecider,
      context,
      command: { type: 'RemoveDog', ownerId, dogId },
    });
  }
}
