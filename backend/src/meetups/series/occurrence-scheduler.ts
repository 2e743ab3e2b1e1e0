import { randomUUID } from 'node:crypto';
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import { MEETUP_SERIES } from '../../contracts/read-models.js';
import type { GlobalPosition } from '../../event-store/event-store.port.js';
import type { Aggregates } from '../../shared/aggregates.js';
import type { Clock } from '../../shared/clock.port.js';
import type { CommandContext } from '../../shared/command-context.js';
import type { MeetupDetails } from '../../contracts/events/meetup.events.js';
import { DomainError } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import { isMember, loadGroup } from '../../groups/index.js';
import { meetupDecider, meetupStream } from '../domain/meetup.decider.js';
import {
  dueOccurrences,
  meetupSeriesDecider,
  occurrenceId,
  occurrencePlan,
  occurrencesAfterEnd,
  pendingChanges,
  seriesStream,
  type SeriesState,
} from '../domain/meetup-series.decider.js';
import { reserveSlug, slugify } from '../commands/schedule-meetup/slug-reservation.js';

/** How often every running series is looked at: the window rolls on by this much at most. */
export const SERIES_TICK_MS = 15 * 60_000;

type Active = Exclude<SeriesState, { status: 'none' }>;

/**
 * The series process manager: schedules each series' occurrences as real
 * meetups for a rolling window, and cancels those after a series' end.
 *
 * Durable without memory of its own: what is due is computed from the
 * series' stream (dueOccurrences) and the clock, and each occurrence's
 * meetup id is derived from the series id and its date. Scheduling it is
 * three idempotent steps (slug, meetup stream appended once, the series'
 * record), so a kill between any two, a restart, or two processes doing it
 * at once end with each occurrence scheduled exactly once. It runs after each
 * series command, at boot for every series, and on an unref'd timer.
 */
export class OccurrenceScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  /** One pass per series at a time in this process; others wait for it and go again. */
  private readonly running = new Map<string, Promise<GlobalPosition | null>>();
  private sweep: Promise<void> | null = null;

  constructor(
    private readonly aggregates: Aggregates,
    private readonly store: DocumentStore,
    private readonly clock: Clock,
    private readonly logger: Pick<Logger, 'info' | 'warn'>,
    private readonly intervalMs = SERIES_TICK_MS,
  ) {}

  /**
   * Brings one series up to date; answers the position of its last append
   * (null: nothing to do) for the caller's read-your-writes wait. A command's
   * `context` makes the occurrences' updates its own (who changed them).
   */
  async reconcile(seriesId: string, context?: CommandContext): Promise<GlobalPosition | null> {
    const previous = this.running.get(seriesId);
    const pass = (previous ?? Promise.resolve(null))
      .catch(() => null)
      .then(() => this.pass(seriesId, context));
    this.running.set(seriesId, pass);
    try {
      return await pass;
    } finally {
      if (this.running.get(seriesId) === pass) this.running.delete(seriesId);
    }
  }

  /** Every series in the read models (all at boot, the running ones on each tick). */
  async reconcileAll(onlyActive: boolean): Promise<void> {
    const series = await this.store
      .collection(MEETUP_SERIES)
      .find(onlyActive ? { status: 'active' } : {}, { projection: { _id: 1 } });
    for (const { _id } of series) {
      await this.reconcile(_id).catch((error: unknown) =>
        this.logger.warn({ err: error, seriesId: _id }, 'series scheduling failed'),
      );
    }
  }

  onApplicationBootstrap(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(true), this.intervalMs);
    this.timer.unref();
    this.tick(false);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweep;
    await Promise.allSettled(this.running.values());
  }

  private tick(onlyActive: boolean): void {
    if (this.sweep) return;
    this.sweep = this.reconcileAll(onlyActive).finally(() => (this.sweep = null));
  }

  private context(state: Active): CommandContext {
    return {
      correlationId: `series-${state.seriesId}`,
      commandId: randomUUID(),
      userId: null,
      now: this.clock.now(),
    };
  }

  private async pass(seriesId: string, context?: CommandContext): Promise<GlobalPosition | null> {
    const state = await this.aggregates.load(seriesStream(seriesId), meetupSeriesDecider);
    if (state.status === 'none') return null;
    let last: GlobalPosition | null = null;
    const later = (position: GlobalPosition | null) => {
      if (position !== null && (last === null || position > last)) last = position;
    };
    // Pending changes first: occurrences scheduled below already start with them.
    later(await this.applyChanges(state, context ?? this.context(state)));
    for (const date of dueOccurrences(state, this.clock.now())) {
      later(await this.scheduleOccurrence(state, date));
    }
    for (const meetupId of occurrencesAfterEnd(state)) {
      const { position } = await this.aggregates.handle({
        stream: meetupStream(meetupId),
        decider: meetupDecider,
        context: this.context(state),
        command: {
          type: 'CancelMeetup',
          meetupId,
          userId: state.organizerId,
          reason: 'The series has ended.',
          canManage: true,
          canSee: true,
          now: this.clock.now(),
        },
      });
      later(position);
    }
    return last;
  }

  /**
   * "This and all following", step two: each scheduled occurrence from the change's date that
   * has not started gets a MeetupUpdated, then the series records the changes as applied. The
   * updates are idempotent (a meetup already so appends nothing), so a pass cut by a kill is
   * simply run again. Each field named takes the value the series now plans for that date, so
   * a change resumed late never undoes a later one.
   */
  private async applyChanges(state: Active, context: CommandContext) {
    const pending = pendingChanges(state);
    if (pending.length === 0) return null;
    let last: GlobalPosition | null = null;
    for (const change of pending) {
      const { time, durationMinutes, ...named } = change.changes;
      const timesChange = time !== undefined || durationMinutes !== undefined;
      for (const [date, meetupId] of state.occurrences) {
        const plan = occurrencePlan(state, date);
        if (date < change.fromDate || Date.parse(plan.startsAt) <= context.now.getTime()) continue;
        const fields = Object.keys(named) as (keyof typeof named)[];
        const changes: Partial<MeetupDetails> = {
          ...Object.fromEntries(fields.map((field) => [field, plan.details[field]])),
          ...(timesChange ? { startsAt: plan.startsAt, endsAt: plan.endsAt } : {}),
        };
        try {
          const updated = await this.aggregates.handle({
            stream: meetupStream(meetupId),
            decider: meetupDecider,
            context,
            command: {
              type: 'UpdateMeetup',
              meetupId,
              changes,
              canManage: true,
              canSee: true,
              now: context.now,
            },
          });
          if (updated.position !== null) last = updated.position;
        } catch (error) {
          // A cancelled occurrence stays cancelled; one that refuses the change (a capacity
          // below those going) keeps its details: the series' change is made all the same.
          if (!(error instanceof DomainError)) throw error;
        }
      }
    }
    const recorded = await this.aggregates.handle({
      stream: seriesStream(state.seriesId),
      decider: meetupSeriesDecider,
      context,
      command: { type: 'RecordChangesApplied', changes: state.changes.length },
    });
    this.logger.info(
      { seriesId: state.seriesId, changes: state.changes.length },
      'series changes applied',
    );
    return recorded.position ?? last;
  }

  private async scheduleOccurrence(state: Active, date: string): Promise<GlobalPosition | null> {
    const meetupId = occurrenceId(state.seriesId, date);
    const context = this.context(state);
    const { details, startsAt, endsAt } = occurrencePlan(state, date);
    const group = await loadGroup(this.aggregates, state.groupId);
    // Deterministic too: a retry after a kill finds the slug already its own.
    const slug = await reserveSlug(
      this.aggregates,
      `${slugify(details.title)}-${date}`,
      meetupId,
      context,
    );
    let position: GlobalPosition | null = null;
    try {
      ({ position } = await this.aggregates.handle({
        stream: meetupStream(meetupId),
        decider: meetupDecider,
        context,
        command: {
          type: 'ScheduleMeetup',
          now: context.now,
          organizerIsMember: isMember(group, state.organizerId),
          organizerIsTrainer: false,
          city: { latitude: group.latitude, longitude: group.longitude, state: group.state },
          // Occurrences inherit the group's activities and level as they are on the day.
          groupActivities: { activities: group.activities, level: group.level },
          meetup: {
            meetupId,
            slug,
            groupId: state.groupId,
            organizerId: state.organizerId,
            city: state.city,
            state: state.state,
            ...details,
            startsAt,
            endsAt,
            unregisteredAttendees: 0,
            series: { seriesId: state.seriesId, date },
          },
        },
      }));
    } catch (error) {
      // Scheduled before a kill cut the record below: only the record is left to do.
      if (!(error instanceof DomainError && error.code === 'MEETUPS.ALREADY_EXISTS')) throw error;
    }
    const recorded = await this.aggregates.handle({
      stream: seriesStream(state.seriesId),
      decider: meetupSeriesDecider,
      context,
      command: { type: 'RecordOccurrence', date, meetupId },
    });
    this.logger.info({ seriesId: state.seriesId, date, meetupId }, 'series occurrence scheduled');
    return recorded.position ?? position;
  }
}
