import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import {
  trainerClientsDecider,
  trainerClientsStream,
} from '../../domain/trainer-clients.decider.js';
import { trainerFacts } from '../trainer-facts.js';
import { RemoveClient } from './remove-client.command.js';

@CommandHandler(RemoveClient)
export class RemoveClientHandler implements ICommandHandler<RemoveClient> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ trainerId, clientId, context }: RemoveClient) {
    const { isTrainer } = await trainerFacts(this.aggregates, trainerId);
    return this.aggregates.handle({
      stream: trainerClientsStream(trainerId),
      decider: trainerClientsDecider,
      context,
      command: { type: 'RemoveClient', trainerId, clientId, callerIsTrainer: isTrainer },
    });
  }
}
