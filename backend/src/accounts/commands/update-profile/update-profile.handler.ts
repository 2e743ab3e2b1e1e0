import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Gazetteer, GAZETTEER, locate } from '../../../geography/index.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { UpdateProfile } from './update-profile.command.js';

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
  ) {}

  execute({ userId, changes: requested, context }: UpdateProfile) {
    const changes =
      requested.city !== undefined && requested.state !== undefined
        ? { ...requested, ...locate(this.gazetteer, requested.city, requested.state) }
        : requested;
    return this.aggregates.handle({
      stream: userStream(userId),
      decider: userDecider,
      context,
      command: { type: 'UpdateProfile', userId, changes },
    });
  }
}
