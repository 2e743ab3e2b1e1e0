import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { SignOutEverywhere } from './sign-out-everywhere.command.js';

@CommandHandler(SignOutEverywhere)
export class SignOutEverywhereHandler implements ICommandHandler<SignOutEverywhere> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ userId, context }: SignOutEverywhere) {
    const { position } = await this.aggregates.handle({
      stream: userStream(userId),
      decider: userDecider,
      context,
      command: { type: 'SignOutEverywhere', userId },
    });
    return { position };
  }
}
