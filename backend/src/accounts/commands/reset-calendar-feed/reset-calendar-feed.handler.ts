import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { ResetCalendarFeed } from './reset-calendar-feed.command.js';

@CommandHandler(ResetCalendarFeed)
export class ResetCalendarFeedHandler implements ICommandHandler<ResetCalendarFeed> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ userId, context }: ResetCalendarFeed) {
    const { position } = await this.aggregates.handle({
      stream: userStream(userId),
      decider: userDecider,
      context,
      command: { type: 'ResetCalendarFeed', userId },
    });
    return { position };
  }
}
