import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import {
  trainerClientsDecider,
  trainerClientsStream,
} from '../../domain/trainer-clients.decider.js';
import { trainerFacts } from '../trainer-facts.js';
import { InviteClient } from './invite-client.command.js';

@CommandHandler(InviteClient)
export class InviteClientHandler implements ICommandHandler<InviteClient> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ trainerId, clientId, email, context }: InviteClient) {
    const trainer = await trainerFacts(this.aggregates, trainerId);
    // 192 random bits: the link is the only proof its holder needs (docs/adr/019).
    const code = randomBytes(24).toString('base64url');
    const { position, events } = await this.aggregates.handle({
      stream: trainerClientsStream(trainerId),
      decider: trainerClientsDecider,
      context,
      command: (state) => ({
        type: 'InviteClient' as const,
        trainerId,
        clientId,
        code,
        email: email === undefined ? (state.clients.get(clientId)?.fields.email ?? null) : email,
        trainerName: trainer.name,
        callerIsTrainer: trainer.isTrainer,
        now: context.now,
      }),
    });
    const invited = events.find((event) => event.type === 'ClientInvited')!;
    return {
      position,
      code,
      expiresAt: invited.data.expiresAt,
      emailedTo: invited.data.email,
    };
  }
}
