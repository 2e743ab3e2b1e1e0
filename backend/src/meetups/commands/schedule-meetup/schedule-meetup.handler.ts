import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { creatorEmailOf, userDecider, userStream } from '../../../accounts/index.js';
import { APP_CONFIG, verifiesEmails, type AppConfig } from '../../../config/config.js';
import { isMember, loadGroup } from '../../../groups/index.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { meetupDecider, meetupStream, type MeetupCommand } from '../../domain/meetup.decider.js';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import { ScheduleMeetup } from './schedule-meetup.command.js';
import { NO_LIMIT } from '../../../contracts/meetups.js';
import { releaseSlug, reserveSlug, slugify } from './slug-reservation.js';

@CommandHandler(ScheduleMeetup)
export class ScheduleMeetupHandler implements ICommandHandler<ScheduleMeetup> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    /** Whether addresses are verified here (email on). */
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'mail'>,
  ) {}

  async execute({ organizerId, meetup, context }: ScheduleMeetup) {
    const groupId = meetup.groupId ?? null;
    const group = groupId
      ? await loadGroup(this.aggregates, groupId, { seenBy: organizerId })
      : null;
    const organizer = await this.aggregates.load(userStream(organizerId), userDecider);
    const organizerIsTrainer = organizer.status === 'registered' && organizer.profile.isTrainer;

    const meetupId = this.ids.newId();
    const schedule: Extract<MeetupCommand, { type: 'ScheduleMeetup' }> = {
      type: 'ScheduleMeetup',
      now: context.now,
      organizerIsMember: group !== null && isMember(group, organizerId),
      organizerIsTrainer,
      organizerEmail: creatorEmailOf(organizer, verifiesEmails(this.config)),
      city: group && { latitude: group.latitude, longitude: group.longitude, state: group.state },
      groupActivities: group && { activities: group.activities, level: group.level },
      meetup: {
        meetupId,
        slug: slugify(meetup.title!),
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
        startsAt: new Date(meetup.date!).toISOString(),
        endsAt: meetup.endTime ? new Date(meetup.endTime).toISOString() : null,
        maxAttendees: meetup.maxAttendees >= NO_LIMIT ? null : meetup.maxAttendees,
        unregisteredAttendees: meetup.unregisteredAttendees,
        rules: meetup.rules ?? null,
        // Only a meetup that counts dogs or staggers arrivals says so, as older events do not.
        ...(meetup.dogLimit ? { dogLimit: meetup.dogLimit } : {}),
        ...(meetup.sizeLimits ? { sizeLimits: meetup.sizeLimits } : {}),
        ...(meetup.calm ? { calm: true } : {}),
        ...(meetup.arrivalSlots ? { arrivalSlots: meetup.arrivalSlots } : {}),
        // The decider fills in the group's when these are absent.
        ...(meetup.activities ? { activities: meetup.activities } : {}),
        ...(meetup.level ? { level: meetup.level } : {}),
      },
    };
    // Decided before the slug is reserved, so a refused meetup leaves nothing
    // behind (a refusal must not take the title's slug). The slug plays no part
    // in the decision; the meetup's stream is new, so its state is the initial one.
    meetupDecider.decide(schedule, meetupDecider.initialState());
    const slug = await reserveSlug(this.aggregates, schedule.meetup.slug, meetupId, context);
    let position: GlobalPosition | null;
    try {
      ({ position } = await this.aggregates.handle({
        stream: meetupStream(meetupId),
        decider: meetupDecider,
        context,
        command: { ...schedule, meetup: { ...schedule.meetup, slug } },
      }));
    } catch (error) {
      // The meetup was not scheduled after all: its slug is free for the next one.
      await releaseSlug(this.aggregates, slug, meetupId, context);
      throw error;
    }
    return { meetupId, position };
  }
}
