import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import {
  trainerClientsDecider,
  trainerClientsStream,
} from '../../domain/trainer-clients.decider.js';
import { trainerFacts } from '../trainer-facts.js';
import { AddClient } from './add-client.command.js';

@CommandHandler(AddClient)
export class AddClientHandler implements ICommandHandler<AddClient> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ trainerId, client, context }: AddClient) {
    const { isTrainer } = await trainerFacts(this.aggregates, trainerId);
    const clientId = this.ids.newId();
    const { position } = await this.aggregates.handle({
      stream: trainerClientsStream(trainerId),
      decider: trainerClientsDecider,
      context,
      command: {
        type: 'AddClient',
        trainerId,
        clientId,
        callerIsTrainer: isTrainer,
        fields: {
          name: client.name,
          dogName: client.dogName,
          email: client.email ?? null,
          notes: client.notes ?? null,
        },
      },
    });
    return { position, clientId };
  }
}
