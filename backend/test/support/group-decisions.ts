import { randomUUID } from 'node:crypto';
import type { EntryRules, GroupKind } from '../../src/contracts/entry-rules.js';
import { NO_ENTRY_RULES } from '../../src/contracts/entry-rules.js';
import { collect } from '../../src/event-store/event-store.contract.js';
import {
  groupDecider,
  groupStream,
  type GroupCommand,
} from '../../src/groups/domain/group.decider.js';
import { toAppend } from '../../src/shared/command-context.js';
import { fold } from '../../src/shared/decider.js';
import type { TestApp } from './test-app.js';

/*
 * Organizer decisions on a group, for tests of other features while the
 * Manage screen's routes are elsewhere: decided by the real group decider on
 * the group's stream, appended, and waited for by the read models.
 */

/** Decides `command` on the group's current stream and appends what it decides. */
export async function decideOnGroup(
  app: TestApp,
  groupId: string,
  command: GroupCommand,
  actorId: string,
): Promise<void> {
  const stream = groupStream(groupId);
  const stored = await collect(app.engines.eventStore.readStream(stream));
  const state = fold(
    groupDecider,
    stored.map(({ type, data }) => ({ type, data }) as never),
  );
  const events = groupDecider.decide(command, state);
  if (events.length === 0) return;
  const context = {
    correlationId: randomUUID(),
    commandId: randomUUID(),
    userId: actorId,
    now: new Date(),
  };
  const { position } = await app.engines.eventStore.append(
    stream,
    events.map((event) => toAppend(event, context)),
    { expectedRevision: stored.at(-1)!.revision },
  );
  await app.engines.readModelSync.waitFor(position);
}

export function setGroupRules(
  app: TestApp,
  groupId: string,
  ownerId: string,
  rules: Partial<EntryRules>,
) {
  return decideOnGroup(
    app,
    groupId,
    { type: 'ChangeGroupRules', groupId, by: ownerId, rules: { ...NO_ENTRY_RULES, ...rules } },
    ownerId,
  );
}

export function setGroupKind(app: TestApp, groupId: string, ownerId: string, kind: GroupKind) {
  return decideOnGroup(
    app,
    groupId,
    { type: 'ChangeGroupKind', groupId, by: ownerId, kind },
    ownerId,
  );
}
