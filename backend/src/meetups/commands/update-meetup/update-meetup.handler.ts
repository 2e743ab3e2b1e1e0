import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { meetupDecider, meetupStream } from '../../domain/meetup.decider.js';
import type { MeetupDetails } from '../../../contracts/events/meetup.events.js';
import { meetupAccess } from '../../facts/meetup-access.js';
import { CancelMeetup, UpdateMeetup } from './update-meetup.command.js';
import { NO_LIMIT } from '../../../contracts/meetups.js';
import { loadGroup } from '../../../groups/index.js';
import type { MeetupState } from '../../domain/meetup.decider.js';

/** The group's activities and level, which a meetup's may only narrow; null without a group. */
async function groupActivitiesOf(aggregates: Aggregates, meetup: MeetupState) {
  if (meetup.status === 'none' || !meetup.groupId) return null;
  const { activities, level } = await loadGroup(aggregates, meetup.groupId);
  return { activities, level };
}

@CommandHandler(UpdateMeetup)
export class UpdateMeetupHandler implements ICommandHandler<UpdateMeetup> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ meetupId, user, changes: requested, context }: UpdateMeetup) {
    const { date, endTime, maxAttendees, announcement, ...rest } = requested;
    const changes: Partial<MeetupDetails> = {
      ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
      ...(date ? { startsAt: new Date(date).toISOString() } : {}),
      ...(endTime ? { endsAt: new Date(endTime).toISOString() } : {}),
      ...(maxAttendees !== undefined
        ? { maxAttendees: maxAttendees >= NO_LIMIT ? null : maxAttendees }
        : {}),
    };
    return this.aggregates.handle({
      stream: meetupStream(meetupId),
      decider: meetupDecider,
      context,
      command: async (meetup) => ({
        type: 'UpdateMeetup' as const,
        meetupId,
        changes,
        ...(announcement ? { announcement: { text: announcement, by: user.id } } : {}),
        ...(await meetupAccess(this.aggregates, meetup, user)),
        ...('activities' in changes || 'level' in changes
          ? { groupActivities: await groupActivitiesOf(this.aggregates, meetup) }
          : {}),
        now: context.now,
      }),
    });
  }
}

@CommandHandler(CancelMeetup)
export class CancelMeetupHandler implements ICommandHandler<CancelMeetup> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ meetupId, user, reason, context }: CancelMeetup) {
    return this.aggregates.handle({
      stream: meetupStream(meetupId),
      decider: meetupDecider,
      context,
      command: async (meetup) => ({
        type: 'CancelMeetup' as const,
        meetupId,
        userId: user.id,
        reason,
        ...(await meetupAccess(this.aggregates, meetup, user)),
        now: context.now,
      }),
    });
  }
}
