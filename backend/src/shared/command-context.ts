import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '../event-store/event-store.port.js';
import { definitionOf } from '../contracts/events.js';
import type { DomainEvent } from '../contracts/event-definition.js';

/** Who and what caused a command: becomes every appended event's metadata. */
export interface CommandContext {
  correlationId: string;
  /** Unique per command; each event it appends names it as causation. */
  commandId: string;
  userId: string | null;
  now: Date;
}

/** Validates an event against the catalogue and wraps it with metadata. */
export function toAppend(event: DomainEvent, context: CommandContext): EventToAppend {
  const definition = definitionOf(event.type);
  const data = definition.schema.parse(event.data);
  const eventId = randomUUID();
  return {
    eventId,
    type: event.type,
    data,
    metadata: {
      correlationId: context.correlationId,
      causationId: context.commandId,
      userId: context.userId,
      occurredAt: context.now.toISOString(),
      schemaVersion: definition.schemaVersion,
    },
  };
}
