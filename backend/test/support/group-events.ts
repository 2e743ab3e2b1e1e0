import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.js';

/*
 * SEEDING, not a use case: puts group-membership facts straight into a
 * group's stream (`group-<id>`) through the application's own event store
 * port, for tests of the read surfaces that need a member, a co-organizer, a
 * pending requester or an invite-only group before the HTTP endpoints that
 * make them exist. Each function appends at the stream's current revision
 * (so a concurrent writer would still be caught) and waits until the read
 * models have folded the events. Swap each for its HTTP call (join requests
 * approved, PUT .../role, PATCH kind) when those endpoints are in.
 */

async function appendToGroup(
  app: TestApp,
  groupId: string,
  actorId: string,
  events: { type: string; data: Record<string, unknown> }[],
): Promise<void> {
  const stream = `group-${groupId}`;
  let revision: bigint | null = null;
  for await (const event of app.engines.eventStore.readStream(stream)) revision = event.revision;
  if (revision === null) throw new Error(`No group ${groupId} to seed`);
  const correlationId = randomUUID();
  const { position } = await app.engines.eventStore.append(
    stream,
    events.map((event) => ({
      eventId: randomUUID(),
      type: event.type,
      data: { groupId, ...event.data },
      metadata: {
        correlationId,
        causationId: correlationId,
        userId: actorId,
        occurredAt: new Date().toISOString(),
        schemaVersion: 1,
      },
    })),
    { expectedRevision: revision },
  );
  await app.engines.readModelSync.waitFor(position);
}

/** `userId` is a member (as if their request had been approved by `ownerId`). */
export function seedMember(app: TestApp, groupId: string, userId: string, ownerId: string) {
  return appendToGroup(app, groupId, ownerId, [
    {
      type: 'GroupJoinRequested',
      data: { userId, message: null, dogIds: [], inviteId: null, houseRulesAccepted: true },
    },
    { type: 'GroupJoinApproved', data: { userId, decidedBy: ownerId, message: null } },
    { type: 'GroupJoined', data: { userId, role: 'member' } },
  ]);
}

/** `userId` asked to join and waits for an answer. */
export function seedJoinRequest(app: TestApp, groupId: string, userId: string) {
  return appendToGroup(app, groupId, userId, [
    {
      type: 'GroupJoinRequested',
      data: { userId, message: 'Hello!', dogIds: [], inviteId: null, houseRulesAccepted: true },
    },
  ]);
}

/** `userId`, already a member, becomes a co-organizer. */
export function seedCoOrganizer(app: TestApp, groupId: string, userId: string, ownerId: string) {
  return appendToGroup(app, groupId, ownerId, [
    { type: 'CoOrganizerAppointed', data: { userId, appointedBy: ownerId } },
  ]);
}

/** The group becomes `kind` (public, private or invite-only). */
export function seedKind(app: TestApp, groupId: string, kind: string, ownerId: string) {
  return appendToGroup(app, groupId, ownerId, [
    { type: 'GroupKindChanged', data: { kind, changedBy: ownerId } },
  ]);
}

/** `userId` leaves the group. */
export function seedLeave(app: TestApp, groupId: string, userId: string) {
  return appendToGroup(app, groupId, userId, [{ type: 'GroupLeft', data: { userId } }]);
}
