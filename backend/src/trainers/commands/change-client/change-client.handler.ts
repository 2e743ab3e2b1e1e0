import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import {
  trainerClientsDecider,
  trainerClientsStream,
} from '../../domain/trainer-clients.decider.js';
import { trainerFacts } from '../trainer-facts.js';
import { ChangeClient } from './change-client.command.js';

@CommandHandler(ChangeClient)
export class ChangeClientHandler implements ICommandHandler<ChangeClient> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ trainerId, clientId, changes, context }: ChangeClient) {
    // The caller's own stream: another trainer's client is simply not found there.
    const { isTrainer } = await trainerFacts(this.aggregates, trainerId);
    return this.aggregates.handle({
      stream: trainerClientsStream(trainerId),
      decider: trainerClientsDecider,
      context,
      command: { type: 'ChangeClient', trainerId, clientId, changes, callerIsTrainer: isTrainer },
    });
  }
}
