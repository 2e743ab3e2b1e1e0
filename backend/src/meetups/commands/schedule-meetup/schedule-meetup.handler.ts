import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStream } from '../../../accounts/domain/user.decider.js';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { isMember, loadGroup } from '../../../groups/commands/load-group.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { loadState } from '../../../shared/load-state.js';
import { meetupDecider, meetupStream } from '../../domain/meetup.decider.js';
import { ScheduleMeetup } from './schedule-meetup.command.js';
import { reserveSlug } from './slug-reservation.js';
import { DEFAULT_DURATION_MS, NO_LIMIT } from '../../../contracts/meetups.js';
import { slugify } from './slug-reservation.js';

@CommandHandler(ScheduleMeetup)
export class ScheduleMeetupHandler implements ICommandHandler<ScheduleMeetup> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ organizerId, meetup, context }: ScheduleMeetup) {
    const groupId = meetup.groupId ?? null;
    const group = groupId ? await loadGroup(this.store, groupId) : null;
    const organizer = await loadState(this.store, userStream(organizerId), userDecider);
    const organizerIsTrainer = organizer.status === 'registered' && organizer.profile.isTrainer;

    const meetupId = this.ids.newId();
    const startsAt = new Date(meetup.date!);
    const endsAt = meetup.endTime
      ? new Date(meetup.endTime)
      : new Date(startsAt.getTime() + DEFAULT_DURATION_MS);
    const slug = await reserveSlug(this.store, slugify(meetup.title!), meetupId, context);
    const { position } = await handleCommand({
      store: this.store,
      stream: meetupStream(meetupId),
      decider: meetupDecider,
      context,
      command: {
        type: 'ScheduleMeetup',
        now: context.now,
        organizerIsMember: group !== null && isMember(group, organizerId),
        organizerIsTrainer,
        meetup: {
          meetupId,
          slug,
          groupId,
          organizerId,
          city: group?.city ?? null,
          state: group?.state ?? null,
          title: meetup.title!,
          description: meetup.description!,
          location: meetup.location!,
          locationDisplay: meetup.locationDisplay ?? null,
          latitude: meetup.latitude ?? null,
          longitude: meetup.longitude ?? null,
          parkType: meetup.parkType,
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
          maxAttendees: meetup.maxAttendees >= NO_LIMIT ? null : meetup.maxAttendees,
          unregisteredAttendees: meetup.unregisteredAttendees,
        },
      },
    });
    return { meetupId, position };
  }
}
