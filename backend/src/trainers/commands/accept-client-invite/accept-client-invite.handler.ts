import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import {
  trainerClientsDecider,
  trainerClientsStream,
} from '../../domain/trainer-clients.decider.js';
import { AcceptClientInvite } from './accept-client-invite.command.js';

@CommandHandler(AcceptClientInvite)
export class AcceptClientInviteHandler implements ICommandHandler<AcceptClientInvite> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ trainerId, clientId, code, userId, context }: AcceptClientInvite) {
    // Decided on the trainer's stream: of two accepts of one code, one wins.
    return this.aggregates.handle({
      stream: trainerClientsStream(trainerId),
      decider: trainerClientsDecider,
      context,
      command: { type: 'AcceptClientInvite', trainerId, clientId, code, userId, now: context.now },
    });
  }
}
