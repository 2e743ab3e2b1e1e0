import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NO_ENTRY_RULES } from '../../../contracts/entry-rules.js';
import { dogsDecider, dogsStream } from '../../../dogs/domain/dogs.decider.js';
import { groupDecider, groupStream, isMember } from '../../../groups/domain/group.decider.js';
import type { DogFacts } from '../../../groups/domain/entry-rules.js';
import {
  meetupDecider,
  meetupStream,
  type MeetupState,
  type RsvpCaller,
} from '../../domain/meetup.decider.js';
import { SetRsvp } from './set-rsvp.command.js';

@CommandHandler(SetRsvp)
export class SetRsvpHandler implements ICommandHandler<SetRsvp> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ meetupId, userId, status, dogIds, context }: SetRsvp) {
    const now = context.now;
    return this.aggregates.handle({
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

  /**
   * The facts the decider judges: the group's kind and rules, the caller's
   * membership, and what the caller's dogs' profiles say.
   */
  private async caller(meetup: MeetupState, userId: string, dogIds: string[]): Promise<RsvpCaller> {
    const groupId = meetup.status === 'none' ? null : meetup.groupId;
    const [group, pack] = await Promise.all([
      groupId ? this.aggregates.load(groupStream(groupId), groupDecider) : null,
      dogIds.length > 0 ? this.aggregates.load(dogsStream(userId), dogsDecider) : null,
    ]);
    const created = group?.status === 'created' ? group : null;
    const ownDogs = new Map<string, DogFacts>();
    for (const [dogId, dog] of pack ?? []) ownDogs.set(dogId, { dogId, ...dog });
    return {
      groupIsPrivate: created !== null && created.kind !== 'public',
      isMember: group !== null && isMember(group, userId),
      ownDogs,
      groupRules: created?.rules ?? NO_ENTRY_RULES,
    };
  }
}
