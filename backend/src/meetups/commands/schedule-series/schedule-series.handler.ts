import { canActInGroup } from '../../../contracts/access-policy.js';
import { creatorEmailOf, userDecider, userStream } from '../../../accounts/index.js';
import { APP_CONFIG, verifiesEmails, type AppConfig } from '../../../config/config.js';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { placeTimeZone } from '../../../contracts/time-zones.js';
import { NO_LIMIT } from '../../../contracts/meetups.js';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import { loadGroup } from '../../../groups/index.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { meetupSeriesDecider, seriesStream } from '../../domain/meetup-series.decider.js';
import { OccurrenceScheduler } from '../../series/occurrence-scheduler.js';
import { ScheduleSeries } from './schedule-series.command.js';

const later = (a: GlobalPosition | null, b: GlobalPosition | null) =>
  a === null ? b : b === null || a > b ? a : b;

@CommandHandler(ScheduleSeries)
export class ScheduleSeriesHandler implements ICommandHandler<ScheduleSeries> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(OccurrenceScheduler) private readonly scheduler: OccurrenceScheduler,
    /** Whether addresses are verified here (email on). */
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'mail'>,
  ) {}

  async execute({ organizerId, series, context }: ScheduleSeries) {
    const group = await loadGroup(this.aggregates, series.groupId, { seenBy: organizerId });
    const role = group.members.get(organizerId);
    const organizer = await this.aggregates.load(userStream(organizerId), userDecider);
    const seriesId = this.ids.newId();
    const { position } = await this.aggregates.handle({
      stream: seriesStream(seriesId),
      decider: meetupSeriesDecider,
      context,
      command: {
        type: 'ScheduleSeries',
        canOrganize: canActInGroup('organize', role),
        organizerEmail: creatorEmailOf(organizer, verifiesEmails(this.config)),
        lastWeekdayAccepted: series.lastWeekdayAccepted,
        now: context.now,
        series: {
          seriesId,
          groupId: series.groupId,
          organizerId,
          city: group.city,
          state: group.state,
          recurrence: {
            frequency: series.frequency,
            startDate: series.startDate,
            endDate: series.endDate,
            count: series.count,
            time: series.time,
            durationMinutes: series.durationMinutes,
            // As each occurrence's meetup reads it: the venue's, else the group's city's.
            timeZone: placeTimeZone(
              { latitude: series.latitude ?? null, longitude: series.longitude ?? null },
              { latitude: group.latitude, longitude: group.longitude, state: group.state },
            ),
          },
          template: {
            title: series.title,
            description: series.description ?? '',
            location: series.location,
            locationDisplay: series.locationDisplay ?? null,
            latitude: series.latitude ?? null,
            longitude: series.longitude ?? null,
            parkType: series.parkType,
            maxAttendees: series.maxAttendees >= NO_LIMIT ? null : series.maxAttendees,
            rules: series.rules ?? null,
          },
        },
      },
    });
    // The first occurrences exist when the organizer is answered; the scheduler would make them anyway.
    return { seriesId, position: later(position, await this.scheduler.reconcile(seriesId)) };
  }
}
