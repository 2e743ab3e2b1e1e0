import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { canActOnMeetup, canSeeMeetup } from '../../../contracts/access-policy.js';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import { isMember, loadGroup } from '../../../groups/index.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import {
  meetupSeriesDecider,
  seriesNotFound,
  seriesStream,
  type SeriesState,
} from '../../domain/meetup-series.decider.js';
import { OccurrenceScheduler } from '../../series/occurrence-scheduler.js';
import { ChangeSeries, EndSeries } from './change-series.command.js';

const later = (a: GlobalPosition | null, b: GlobalPosition | null) =>
  a === null ? b : b === null || a > b ? a : b;

/**
 * Whether the user may change the series: the access policy's meetup rules
 * (a private group's series does not exist for outsiders; its organizer or
 * the group's owner manage it).
 */
async function access(aggregates: Aggregates, series: SeriesState, user: AuthenticatedUser) {
  if (series.status === 'none') throw seriesNotFound();
  const group = await loadGroup(aggregates, series.groupId, { missing: seriesNotFound });
  const facts = {
    organizerId: series.organizerId,
    group: { kind: group.kind, ownerId: group.ownerId },
  };
  const viewer = { userId: user.id, isMember: isMember(group, user.id) };
  if (!canSeeMeetup(facts, viewer)) throw seriesNotFound();
  return canActOnMeetup('manage', facts, viewer);
}

@CommandHandler(ChangeSeries)
export class ChangeSeriesHandler implements ICommandHandler<ChangeSeries> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(OccurrenceScheduler) private readonly scheduler: OccurrenceScheduler,
  ) {}

  async execute({ seriesId, user, fromDate, changes, context }: ChangeSeries) {
    const decided = await this.aggregates.handle({
      stream: seriesStream(seriesId),
      decider: meetupSeriesDecider,
      context,
      command: async (series) => ({
        type: 'ChangeSeries' as const,
        fromDate,
        changes,
        canManage: await access(this.aggregates, series, user),
        now: context.now,
      }),
    });
    if (decided.events.length === 0) return { position: null };
    // The change is recorded (pending); the process manager brings it to the occurrences
    // scheduled, now and again at boot should this be cut.
    return { position: later(decided.position, await this.scheduler.reconcile(seriesId, context)) };
  }
}

@CommandHandler(EndSeries)
export class EndSeriesHandler implements ICommandHandler<EndSeries> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(OccurrenceScheduler) private readonly scheduler: OccurrenceScheduler,
  ) {}

  async execute({ seriesId, user, context }: EndSeries) {
    const { position } = await this.aggregates.handle({
      stream: seriesStream(seriesId),
      decider: meetupSeriesDecider,
      context,
      command: async (series) => ({
        type: 'EndSeries' as const,
        userId: user.id,
        canManage: await access(this.aggregates, series, user),
        now: context.now,
      }),
    });
    // The scheduler cancels the occurrences after the end (again at boot, should this be cut).
    return { position: later(position, await this.scheduler.reconcile(seriesId)) };
  }
}
