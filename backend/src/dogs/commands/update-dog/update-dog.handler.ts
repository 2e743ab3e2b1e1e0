import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dogsDecider, dogsStream } from '../../domain/dogs.decider.js';
import { UpdateDog } from './update-dog.command.js';

@CommandHandler(UpdateDog)
export class UpdateDogHandler implements ICommandHandler<UpdateDog> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ ownerId, dogId, changes, sizeLimitedAnswers, context }: UpdateDog) {
    // The caller's own stream: another owner's dog is simply not found there.
    return this.aggregates.handle({
      stream: dogsStream(ownerId),
      decider: dogsDecider,
      context,
      command: { type: 'UpdateDog', ownerId, dogId, changes, sizeLimitedAnswers },
    });
  }
}
