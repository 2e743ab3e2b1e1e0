import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStream } from '../../../accounts/index.js';
import type { PlaymatePairEvent } from '../../../contracts/events/playmate.events.js';
import {
  wantsKind,
  type NotificationPreferencesDocument,
} from '../../../contracts/notifications.js';
import type {
  EventStore,
  GlobalPosition,
  StoredEvent,
} from '../../../event-store/event-store.port.js';
import { canSee, meetupDecider, meetupStream } from '../../../meetups/index.js';
import { isBlockedBy, isSuspendedAt } from '../../../moderation/index.js';
import { inboxStream } from '../../../notifications/index.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { fold } from '../../../shared/decider.js';
import {
  playmateGoingDecider,
  playmateGoingStream,
  type NotifyPlaymatesGoing as Decide,
  type PlaymateOwnerFacts,
} from '../../domain/playmate-going.decider.js';
import { playmatesDecider, playmatesStream } from '../../domain/playmates.decider.js';
import { playmatesOff } from '../playmates-off.js';
import { NotifyPlaymatesGoing, type PlaymateLink } from './notify-playmates-going.command.js';

type MeetupState = ReturnType<(typeof meetupDecider)['initialState']>;
/** One dog the owner is going with, and the answer's place in the log. */
interface Going {
  meetupId: string;
  ownerId: string;
  dogId: string;
  asOf: GlobalPosition;
}

@CommandHandler(NotifyPlaymatesGoing)
export class NotifyPlaymatesGoingHandler implements ICommandHandler<NotifyPlaymatesGoing> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** One decision per dog the owner takes: each dog's stream knows whom it has told. */
  async execute({ meetupId, ownerId, asOf, links, context }: NotifyPlaymatesGoing) {
    const meetup = await this.aggregates.load(meetupStream(meetupId), meetupDecider);
    let position: GlobalPosition | null = null;
    for (const dogId of this.goingDogs(meetup, ownerId)) {
      const decided = await this.aggregates.handle({
        stream: playmateGoingStream(meetupId, dogId),
        decider: playmateGoingDecider,
        context,
        command: () => this.facts(meetup, { meetupId, ownerId, dogId, asOf }, links),
      });
      position = decided.position ?? position;
    }
    return { position };
  }

  /**
   * The dogs the owner is going with now, to a meetup that is scheduled and
   * has not started (by the clock: an answer handled late, after a restart,
   * is no news once the meetup has begun).
   */
  private goingDogs(meetup: MeetupState, ownerId: string): readonly string[] {
    if (meetup.status !== 'scheduled') return [];
    if (Date.parse(meetup.details.startsAt) <= this.clock.now().getTime()) return [];
    const attendee = meetup.attendees.get(ownerId);
    return attendee?.status === 'going' ? attendee.dogIds : [];
  }

  /**
   * The going dog and owner, and each playmate link of the dog with its
   * owner's facts. What only takes away (a block, a setting, an account
   * gone, leaving a private group) is judged as it is now; what a person
   * chose (the link, their preference) as it stood at the answer (`asOf`).
   */
  private async facts(
    meetup: MeetupState,
    { meetupId, ownerId, dogId, asOf }: Going,
    links: readonly PlaymateLink[],
  ): Promise<Decide> {
    // Candidates from the links read model; each is checked against its pair's own stream.
    const others = links.filter((link) => link.dogId === dogId).map((link) => link.playmate);
    const events = this.aggregates.store;
    const playmates = await Promise.all(
      others.map(async (other): Promise<PlaymateOwnerFacts> => ({
        ...other,
        linked: fold(
          playmatesDecider,
          await eventsUntil<PlaymatePairEvent>(events, playmatesStream(dogId, other.dogId), asOf),
        ).linked,
        dogOff: await playmatesOff(this.aggregates, other.userId, other.dogId),
        seesMeetup: await canSee(this.aggregates, meetup, { id: other.userId, isAdmin: false }),
        blocked:
          (await isBlockedBy(this.aggregates, ownerId, other.userId)) ||
          (await isBlockedBy(this.aggregates, other.userId, ownerId)),
        active: await this.active(other.userId),
        wantsIt: await wantedAt(events, other.userId, asOf),
      })),
    );
    return {
      type: 'NotifyPlaymatesGoing',
      meetupId,
      dogId,
      ownerId,
      going: this.goingDogs(meetup, ownerId).includes(dogId),
      ownerActive: await this.active(ownerId),
      dogOff: await playmatesOff(this.aggregates, ownerId, dogId),
      playmates,
    };
  }

  /** The account is there (neither deleted nor forgotten) and not suspended now. */
  private async active(userId: string): Promise<boolean> {
    const account = await this.aggregates.load(userStream(userId), userDecider);
    if (account.status !== 'registered') return false;
    return !(await isSuspendedAt(this.aggregates, userId, this.clock.now()));
  }
}

/** A stream's events up to a place in the log: its facts as they stood then. */
async function eventsUntil<Event>(
  store: EventStore,
  stream: string,
  asOf: GlobalPosition,
): Promise<Event[]> {
  const found: Event[] = [];
  for await (const event of store.readStream(stream)) {
    if (event.position > asOf) break;
    found.push(event as unknown as Event);
  }
  return found;
}

/** Whether the person had turned playmates going on (either channel) by `asOf`: their inbox stream. */
async function wantedAt(store: EventStore, userId: string, asOf: GlobalPosition) {
  const preferences: NotificationPreferencesDocument['preferences'] = {};
  const events = await eventsUntil<StoredEvent>(store, inboxStream(userId), asOf);
  for (const { type, data } of events) {
    const set = data as { kind: string; channel: 'inApp' | 'email'; enabled: boolean };
    if (type !== 'NotificationPreferenceSet' || set.kind !== 'playmate-going') continue;
    preferences['playmate-going'] = {
      ...preferences['playmate-going'],
      [set.channel]: set.enabled,
    };
  }
  return wantsKind(preferences, 'playmate-going');
}
