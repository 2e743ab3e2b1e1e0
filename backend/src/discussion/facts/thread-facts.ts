import { usernameHolder } from '../../accounts/index.js';
import { canSeeMeetup, type MeetupFacts } from '../../contracts/access-policy.js';
import { mentionedUsernames } from '../../contracts/discussion.js';
import { isMember, loadGroup } from '../../groups/index.js';
import type { AuthenticatedUser } from '../../http/request-context.js';
import {
  meetupDecider,
  meetupSeriesDecider,
  meetupStream,
  seriesStream,
} from '../../meetups/index.js';
import { blocksOf } from '../../moderation/index.js';
import type { Aggregates } from '../../shared/aggregates.js';
import {
  discussionPostNotFound,
  type DiscussionState,
  type MentionFacts,
  type ThreadFacts,
} from '../domain/discussion.decider.js';

/** A thread's facts for one caller, and how to learn who a text mentions. */
export interface Thread extends ThreadFacts {
  meetupId: string;
  groupId: string | null;
  /** The meetup's series, when it is an occurrence of one. */
  seriesId: string | null;
  /** The people a text's `@username`s name, as the decider needs them. */
  mentions(text: string): Promise<MentionFacts[]>;
}

/**
 * Gathers from the event log what the discussion decider judges: the
 * meetup's access facts (organizer, group kind and owner), the caller's
 * membership, role and blocks. A meetup that does not exist gives `meetup: null`.
 */
export async function threadFacts(
  aggregates: Aggregates,
  meetupId: string,
  user: AuthenticatedUser,
): Promise<Thread> {
  const meetup = await aggregates.load(meetupStream(meetupId), meetupDecider);
  const blocks = await blocksOf(aggregates, user.id);
  if (meetup.status === 'none')
    return {
      meetupId,
      groupId: null,
      seriesId: null,
      meetup: null,
      actor: { userId: user.id, isMember: false, isAdmin: user.isAdmin, blocks },
      mentions: () => Promise.resolve([]),
    };
  const group = meetup.groupId ? await loadGroup(aggregates, meetup.groupId) : null;
  const facts: MeetupFacts = {
    organizerId: meetup.organizerId,
    group: group ? { kind: group.kind, ownerId: group.ownerId } : null,
  };
  return {
    meetupId,
    groupId: meetup.groupId,
    // The folded details keep MeetupScheduled's data, its `series` included, which MeetupDetails does not type.
    seriesId: (meetup.details as { series?: { seriesId: string } }).series?.seriesId ?? null,
    meetup: facts,
    actor: {
      userId: user.id,
      isMember: group !== null && isMember(group, user.id),
      role: group?.members.get(user.id) ?? null,
      isAdmin: user.isAdmin,
      blocks,
    },
    mentions: async (text) => {
      const people: MentionFacts[] = [];
      for (const username of mentionedUsernames(text)) {
        const userId = await usernameHolder(aggregates, username);
        if (userId === null) continue;
        const member = group !== null && isMember(group, userId);
        people.push({
          userId,
          seesMeetup: canSeeMeetup(facts, { isMember: member }),
          blocks: await blocksOf(aggregates, userId),
        });
      }
      return people;
    },
  };
}

/** The occurrences of a series still ahead at `now` and not cancelled, by start. */
export async function upcomingOccurrences(
  aggregates: Aggregates,
  seriesId: string,
  now: Date,
): Promise<string[]> {
  const series = await aggregates.load(seriesStream(seriesId), meetupSeriesDecider);
  if (series.status === 'none') return [];
  const ahead: { meetupId: string; startsAt: string }[] = [];
  for (const meetupId of series.occurrences.values()) {
    const meetup = await aggregates.load(meetupStream(meetupId), meetupDecider);
    if (meetup.status === 'scheduled' && Date.parse(meetup.details.startsAt) > now.getTime())
      ahead.push({ meetupId, startsAt: meetup.details.startsAt });
  }
  return ahead.sort((a, b) => a.startsAt.localeCompare(b.startsAt)).map((m) => m.meetupId);
}

/** The thread a post is in, for one caller: 404 when there is no such post. */
export async function postThread(
  aggregates: Aggregates,
  post: DiscussionState,
  user: AuthenticatedUser,
): Promise<Thread> {
  if (post.status !== 'open') throw discussionPostNotFound();
  // Every meetup a post is in (a series' occurrences) has the same group and organizers.
  return threadFacts(aggregates, post.meetupIds[0]!, user);
}
