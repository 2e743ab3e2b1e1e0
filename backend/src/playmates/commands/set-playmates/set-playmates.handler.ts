import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dogsDecider, dogsStream } from '../../../dogs/index.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import {
  playmateSettingsDecider,
  playmateSettingsStream,
} from '../../domain/playmate-settings.decider.js';
import { SetPlaymates } from './set-playmates.command.js';

@CommandHandler(SetPlaymates)
export class SetPlaymatesHandler implements ICommandHandler<SetPlaymates> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ user, dogId, enabled, context }: SetPlaymates) {
    return this.aggregates.handle({
      stream: playmateSettingsStream(user.id),
      decider: playmateSettingsDecider,
      context,
      command: async () => ({
        type: 'SetPlaymates' as const,
        userId: user.id,
        dogId,
        enabled,
        ownsDog: (await this.aggregates.load(dogsStream(user.id), dogsDecider)).has(dogId),
      }),
    });
  }
}
