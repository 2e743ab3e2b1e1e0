import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { GAZETTEER, type Gazetteer } from '../../../geography/gazetteer.js';
import { locate } from '../../../geography/locate.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { UpdateProfile } from './update-profile.command.js';

@CommandHandler(UpdateProfile)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfile> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
  ) {}

  async execute({ userId, changes: requested, context }: UpdateProfile) {
    const changes =
      requested.city !== undefined && requested.state !== undefined
        ? { ...requested, ...locate(this.gazetteer, requested.city, requested.state) }
        : requested;
    const { position } = await handleCommand({
      store: this.store,
      stream: userStream(userId),
      decider: userDecider,
      context,
      command: { type: 'UpdateProfile', userId, changes },
    });
    return { position };
  }
}
