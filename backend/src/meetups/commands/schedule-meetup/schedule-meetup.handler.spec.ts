import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '../../../event-store/in-memory.event-store.js';
import type {
  AppendOptions,
  EventToAppend,
  StoredEvent,
} from '../../../event-store/event-store.port.js';
import { Aggregates } from '../../../shared/aggregates.js';
import { uuidGenerator } from '../../../shared/clock.port.js';
import { scheduleMeetupRequest } from '../../../contracts/requests/schedule-meetup.request.js';
import { ScheduleMeetup } from './schedule-meetup.command.js';
import { ScheduleMeetupHandler } from './schedule-meetup.handler.js';

/** An event store whose next append to a meetup's own stream fails, as a full disk would. */
class FailingMeetupAppends extends InMemoryEventStore {
  failNext = true;

  override append(stream: string, events: readonly EventToAppend[], options: AppendOptions) {
    if (stream.startsWith('meetup-') && this.failNext) {
      this.failNext = false;
      return Promise.reject(new Error('disk I/O error'));
    }
    return super.append(stream, events, options);
  }
}

const context = () => ({
  correlationId: randomUUID(),
  commandId: randomUUID(),
  userId: 'organizer',
  now: new Date(),
});

const aMeetup = scheduleMeetupRequest.parse({
  groupId: null,
  title: 'Slow Sniff',
  description: 'Leashes on.',
  location: 'Zilker Park, Austin, TX',
  date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
});

async function streamOf(store: InMemoryEventStore, stream: string): Promise<StoredEvent[]> {
  const events: StoredEvent[] = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events;
}

describe('ScheduleMeetup and its slug', () => {
  it('releases the slug when the meetup itself cannot be stored, so the next meetup gets it', async () => {
    const store = new FailingMeetupAppends();
    const handler = new ScheduleMeetupHandler(new Aggregates(store), uuidGenerator, { mail: null });

    await expect(
      handler.execute(new ScheduleMeetup('organizer', aMeetup, context())),
    ).rejects.toThrow('disk I/O error');
    const slugStream = await streamOf(store, 'meetup_slug-slow-sniff');
    expect(slugStream.map((event) => event.type)).toEqual([
      'MeetupSlugReserved',
      'MeetupSlugReleased',
    ]);
    expect(slugStream[1]!.data).toMatchObject({
      slug: 'slow-sniff',
      reason: 'meetup not scheduled',
    });

    const { meetupId } = await handler.execute(new ScheduleMeetup('organizer', aMeetup, context()));
    const [scheduled] = await streamOf(store, `meetup-${meetupId}`);
    expect(scheduled!.data).toMatchObject({ slug: 'slow-sniff' });
  });
});
