import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dogsDecider, dogsStream } from '../../../dogs/index.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { playmatesDecider, playmatesStream } from '../../domain/playmates.decider.js';
import { RemovePlaymate } from './remove-playmate.command.js';

@CommandHandler(RemovePlaymate)
export class RemovePlaymateHandler implements ICommandHandler<RemovePlaymate> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ user, dogId, otherDogId, context }: RemovePlaymate) {
    return this.aggregates.handle({
      stream: playmatesStream(dogId, otherDogId),
      decider: playmatesDecider,
      context,
      command: async () => ({
        type: 'RemovePlaymate' as const,
        userId: user.id,
        dogId,
        otherDogId,
        ownsDog: (await this.aggregates.load(dogsStream(user.id), dogsDecider)).has(dogId),
      }),
    });
  }
}
