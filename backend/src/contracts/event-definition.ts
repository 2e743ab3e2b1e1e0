import type { z } from 'zod';

/*
 * How an event type is declared: its permanent wire name (past tense), the
 * version of its data schema, and a zod schema for that data. Framework-free,
 * because the catalogue (`events.ts`) is read by projections and the frontend.
 */

export interface EventDefinition<Type extends string, Schema extends z.ZodType> {
  readonly type: Type;
  readonly schemaVersion: number;
  readonly schema: Schema;
  /** Builds a domain event, typed by this definition. */
  (data: z.infer<Schema>): { type: Type; data: z.infer<Schema> };
}

export function defineEvent<Type extends string, Schema extends z.ZodType>(
  type: Type,
  schemaVersion: number,
  schema: Schema,
): EventDefinition<Type, Schema> {
  const create = (data: z.infer<Schema>) => ({ type, data });
  return Object.assign(create, { type, schemaVersion, schema });
}

/** The event a definition describes: `{ type, data }`. */
export type EventOf<Definition> =
  Definition extends EventDefinition<infer Type, infer Schema>
    ? { type: Type; data: z.infer<Schema> }
    : never;

/** A domain event before it is stored. */
export interface DomainEvent {
  type: string;
  data: unknown;
}
