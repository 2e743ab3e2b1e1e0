import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { demandWeek } from '../../../contracts/demand.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { demandDecider, demandStream } from '../../domain/demand.decider.js';
import { RecordDemand } from './record-demand.command.js';

@CommandHandler(RecordDemand)
export class RecordDemandHandler implements ICommandHandler<RecordDemand> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ userId, signal, context }: RecordDemand) {
    const { position } = await this.aggregates.handle({
      stream: demandStream(userId),
      decider: demandDecider,
      context,
      command: { type: 'RecordDemand', userId, ...signal, week: demandWeek(context.now) },
    });
    return { position };
  }
}
