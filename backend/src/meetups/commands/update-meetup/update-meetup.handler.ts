import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { loadState } from '../../../shared/load-state.js';
import { meetupDecider, meetupStream } from '../../domain/meetup.decider.js';
import type { MeetupDetails } from '../../../contracts/events/meetup.events.js';
import { canManage } from './manager.js';
import { CancelMeetup, UpdateMeetup } from './update-meetup.command.js';
import { NO_LIMIT } from '../../../contracts/meetups.js';

@CommandHandler(UpdateMeetup)
export class UpdateMeetupHandler implements ICommandHandler<UpdateMeetup> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ meetupId, user, changes: requested, context }: UpdateMeetup) {
    const meetup = await loadState(this.store, meetupStream(meetupId), meetupDecider);
    const { date, endTime, maxAttendees, ...rest } = requested;
    const changes: Partial<MeetupDetails> = {
      ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
      ...(date ? { startsAt: new Date(date).toISOString() } : {}),
      ...(endTime ? { endsAt: new Date(endTime).toISOString() } : {}),
      ...(maxAttendees !== undefined
        ? { maxAttendees: maxAttendees >= NO_LIMIT ? null : maxAttendees }
        : {}),
    };
    const { position } = await handleCommand({
      store: this.store,
      stream: meetupStream(meetupId),
      decider: meetupDecider,
      context,
      command: {
        type: 'UpdateMeetup',
        meetupId,
        changes,
        canManage: await canManage(this.store, meetup, user),
        now: context.now,
      },
    });
    return { position };
  }
}

@CommandHandler(CancelMeetup)
export class CancelMeetupHandler implements ICommandHandler<CancelMeetup> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ meetupId, user, reason, context }: CancelMeetup) {
    const meetup = await loadState(this.store, meetupStream(meetupId), meetupDecider);
    const { position } = await handleCommand({
      store: this.store,
      stream: meetupStream(meetupId),
      decider: meetupDecider,
      context,
      command: {
        type: 'CancelMeetup',
        meetupId,
        userId: user.id,
        reason,
        canManage: await canManage(this.store, meetup, user),
        now: context.now,
      },
    });
    return { position };
  }
}
