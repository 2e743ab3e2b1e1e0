import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStream } from '../../../accounts/domain/user.decider.js';
import { isMember, loadGroup } from '../../../groups/commands/load-group.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { meetupDecider, meetupStream } from '../../domain/meetup.decider.js';
import { ScheduleMeetup } from './schedule-meetup.command.js';
import { DEFAULT_DURATION_MS, NO_LIMIT } from '../../../contracts/meetups.js';
import { reserveSlug, slugify } from './slug-reservation.js';

@CommandHandler(ScheduleMeetup)
export class ScheduleMeetupHandler implements ICommandHandler<ScheduleMeetup> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ organizerId, meetup, context }: ScheduleMeetup) {
    const groupId = meetup.groupId ?? null;
    const group = groupId ? await loadGroup(this.aggregates, groupId) : null;
    const organizer = await this.aggregates.load(userStream(organizerId), userDecider);
    const organizerIsTrainer = organizer.status === 'registered' && organizer.profile.isTrainer;

    const meetupId = this.ids.newId();
    const startsAt = new Date(meetup.date!);
    const endsAt = meetup.endTime
      ? new Date(meetup.endTime)
      : new Date(startsAt.getTime() + DEFAULT_DURATION_MS);
    const slug = await reserveSlug(
      this.aggregates.store,
      slugify(meetup.title!),
      meetupId,
      context,
    );
    const { position } = await this.aggregates.handle({
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
