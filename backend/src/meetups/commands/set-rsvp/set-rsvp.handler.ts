import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dogsDecider, dogsStream } from '../../../dogs/domain/dogs.decider.js';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { groupDecider, groupStream, isMember } from '../../../groups/domain/group.decider.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { loadState } from '../../../shared/load-state.js';
import {
  meetupDecider,
  meetupStream,
  type MeetupState,
  type RsvpCaller,
} from '../../domain/meetup.decider.js';
import { SetRsvp } from './set-rsvp.command.js';

@CommandHandler(SetRsvp)
export class SetRsvpHandler implements ICommandHandler<SetRsvp> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ meetupId, userId, status, dogIds, context }: SetRsvp) {
    const now = context.now;
    return handleCommand({
      store: this.store,
      stream: meetupStream(meetupId),
      decider: meetupDecider,
      context,
      command: async (meetup) => {
        const caller = await this.caller(meetup, userId, dogIds);
        return status === null
          ? { type: 'ClearRsvp' as const, meetupId, userId, caller, now }
          : { type: 'SetRsvp' as const, meetupId, userId, status, dogIds, caller, now };
      },
    });
  }

  /** The facts the decider judges: the group's privacy and the caller's membership and dogs. */
  private async caller(meetup: MeetupState, userId: string, dogIds: string[]): Promise<RsvpCaller> {
    const groupId = meetup.status === 'none' ? null : meetup.groupId;
    const [group, pack] = await Promise.all([
      groupId ? loadState(this.store, groupStream(groupId), groupDecider) : null,
      dogIds.length > 0 ? loadState(this.store, dogsStream(userId), dogsDecider) : null,
    ]);
    return {
      groupIsPrivate: group?.status === 'created' && group.isPrivate,
      isMember: group !== null && isMember(group, userId),
      ownDogIds: new Set(pack?.keys()),
    };
  }
}
