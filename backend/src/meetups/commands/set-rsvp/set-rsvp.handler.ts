import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dogsDecider, dogsStream } from '../../../dogs/domain/dogs.decider.js';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { isMember, loadGroup } from '../../../groups/commands/load-group.js';
import { invalid } from '../../../shared/errors.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { loadState } from '../../../shared/load-state.js';
import { meetupDecider, meetupNotFound, meetupStream } from '../../domain/meetup.decider.js';
import { SetRsvp } from './set-rsvp.command.js';

@CommandHandler(SetRsvp)
export class SetRsvpHandler implements ICommandHandler<SetRsvp> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ meetupId, userId, status, dogIds, context }: SetRsvp) {
    const meetup = await loadState(this.store, meetupStream(meetupId), meetupDecider);
    if (meetup.status === 'none') throw meetupNotFound();
    if (meetup.groupId) {
      const group = await loadGroup(this.store, meetup.groupId);
      // A private group's meetups do not exist for outsiders.
      if (group.isPrivate && !isMember(group, userId)) throw meetupNotFound();
    }
    if (dogIds.length > 0) {
      const pack = await loadState(this.store, dogsStream(userId), dogsDecider);
      if (dogIds.some((dogId) => !pack.has(dogId))) {
        throw invalid('MEETUPS.NOT_YOUR_DOG', 'You can only bring your own dogs.');
      }
    }
    const { position } = await handleCommand({
      store: this.store,
      stream: meetupStream(meetupId),
      decider: meetupDecider,
      context,
      command:
        status === null
          ? { type: 'ClearRsvp', meetupId, userId, now: context.now }
          : { type: 'SetRsvp', meetupId, userId, status, dogIds, now: context.now },
    });
    return { position };
  }
}
