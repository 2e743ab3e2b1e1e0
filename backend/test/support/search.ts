import { randomUUID } from 'node:crypto';
import type { Activity, SkillLevel } from '../../src/contracts/activities.js';
import { GroupActivitiesChanged, MeetupUpdated } from '../../src/contracts/events.js';
import type { EventStore } from '../../src/event-store/event-store.port.js';
import type { TestApp } from './test-app.js';

/**
 * Gives a group or a meetup activities and a level by appending the event
 * their commands record, then waits for the read models: for tests that need
 * activities before the create and edit forms send them.
 */
export async function setActivities(
  app: TestApp,
  target: { groupId: string } | { meetupId: string },
  activities: Activity[],
  level: SkillLevel,
) {
  const position = await appendActivities(app.engines.eventStore, target, activities, level);
  await app.engines.readModelSync.waitFor(position);
}

/** The append alone, for a server in another process (it notices within ~25 ms). */
export async function appendActivities(
  events: EventStore,
  target: { groupId: string } | { meetupId: string },
  activities: Activity[],
  level: SkillLevel,
) {
  const [stream, event] =
    'groupId' in target
      ? [
          `group-${target.groupId}`,
          GroupActivitiesChanged({ groupId: target.groupId, activities, level, changedBy: 'test' }),
        ]
      : [
          `meetup-${target.meetupId}`,
          MeetupUpdated({ meetupId: target.meetupId, changes: { activities, level } }),
        ];
  const { position } = await events.append(
    stream,
    [
      {
        eventId: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          correlationId: randomUUID(),
          causationId: randomUUID(),
          userId: null,
          occurredAt: new Date().toISOString(),
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'any' },
  );
  return position;
}
