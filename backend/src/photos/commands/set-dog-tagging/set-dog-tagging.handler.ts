import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { dogTaggingDecider, dogTaggingStream } from '../../domain/dog-tagging.decider.js';
import { SetDogTagging } from './set-dog-tagging.command.js';

@CommandHandler(SetDogTagging)
export class SetDogTaggingHandler implements ICommandHandler<SetDogTagging> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ userId, allowed, context }: SetDogTagging) {
    const { position } = await this.aggregates.handle({
      stream: dogTaggingStream(userId),
      decider: dogTaggingDecider,
      context,
      command: { type: 'SetDogTagging', userId, allowed },
    });
    return { position };
  }
}
