import { NO_ENTRY_RULES } from '../../../contracts/entry-rules.js';
import { dogsDecider, dogsStream } from '../../../dogs/index.js';
import { type DogFacts, groupDecider, groupStream, isMember } from '../../../groups/index.js';
import type { Aggregates } from '../../../shared/aggregates.js';
import { isBlockedBy } from '../../../moderation/index.js';
import type { MeetupState, RsvpCaller } from '../../domain/meetup.decider.js';

/**
 * The facts an RSVP decision judges: the group's kind and rules, the
 * caller's membership, and what the caller's dogs' profiles say (their size
 * classes included, which the RSVP records for the size mix), and whether
 * the organizer has blocked the caller.
 */
export async function rsvpCaller(
  aggregates: Aggregates,
  meetup: MeetupState,
  userId: string,
  dogIds: string[],
): Promise<RsvpCaller> {
  const groupId = meetup.status === 'none' ? null : meetup.groupId;
  const [group, pack, blocked] = await Promise.all([
    groupId ? aggregates.load(groupStream(groupId), groupDecider) : null,
    dogIds.length > 0 ? aggregates.load(dogsStream(userId), dogsDecider) : null,
    isBlockedBy(aggregates, meetup.status === 'none' ? null : meetup.organizerId, userId),
  ]);
  const created = group?.status === 'created' ? group : null;
  const ownDogs = new Map<string, DogFacts>();
  for (const [dogId, dog] of pack ?? []) ownDogs.set(dogId, { dogId, ...dog });
  return {
    groupKind: created?.kind ?? null,
    isMember: group !== null && isMember(group, userId),
    ownDogs,
    groupRules: created?.rules ?? NO_ENTRY_RULES,
    blockedByOrganizer: blocked,
  };
}
