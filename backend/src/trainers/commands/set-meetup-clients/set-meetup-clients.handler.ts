import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { canSee, meetupDecider, meetupStream } from '../../../meetups/index.js';
import {
  trainerClientsDecider,
  trainerClientsStream,
} from '../../domain/trainer-clients.decider.js';
import { trainerFacts } from '../trainer-facts.js';
import { SetMeetupClients } from './set-meetup-clients.command.js';

@CommandHandler(SetMeetupClients)
export class SetMeetupClientsHandler implements ICommandHandler<SetMeetupClients> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ meetupId, user, clientIds, context }: SetMeetupClients) {
    const { isTrainer } = await trainerFacts(this.aggregates, user.id);
    const records = await this.aggregates.load(
      trainerClientsStream(user.id),
      trainerClientsDecider,
    );
    // Decided on the meetup's stream, where places are counted under any concurrency.
    return this.aggregates.handle({
      stream: meetupStream(meetupId),
      decider: meetupDecider,
      context,
      command: async (meetup) => ({
        type: 'SetMeetupClients' as const,
        meetupId,
        trainerId: user.id,
        clientIds,
        callerIsTrainer: isTrainer,
        knownClients: new Set(records.clients.keys()),
        canSee: await canSee(this.aggregates, meetup, user),
        now: context.now,
      }),
    });
  }
}
