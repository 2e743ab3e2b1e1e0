import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';

/*
 * A trainer's client records. Stream `trainer_clients-<trainerId>`: every
 * client of one trainer, so "at most so many clients", "one record per
 * account" and "an invite is used once" are decided on one stream. Nothing
 * of a client is ever shown to anyone but the trainer (docs/adr/019).
 */

const clientFields = {
  /** The client's name as the trainer writes it. */
  name: z.string(),
  dogName: z.string(),
  email: z.string().nullable(),
  /** The trainer's private notes. */
  notes: z.string().nullable(),
};

export const ClientRecordAdded = defineEvent(
  'ClientRecordAdded',
  1,
  z.object({ trainerId: z.string(), clientId: z.string(), ...clientFields }),
);

/** Only the fields that changed. */
export const ClientRecordChanged = defineEvent(
  'ClientRecordChanged',
  1,
  z.object({
    trainerId: z.string(),
    clientId: z.string(),
    changes: z.object(clientFields).partial(),
  }),
);

export const ClientRecordRemoved = defineEvent(
  'ClientRecordRemoved',
  1,
  z.object({ trainerId: z.string(), clientId: z.string() }),
);

/**
 * The trainer invited the client to PackMeet: `code` is the single-use secret
 * of the link (/client-invite/<code>); a new invite replaces the previous one.
 * `email`: where the link was mailed (null: the trainer only copied it).
 */
export const ClientInvited = defineEvent(
  'ClientInvited',
  1,
  z.object({
    trainerId: z.string(),
    clientId: z.string(),
    code: z.string(),
    email: z.string().nullable(),
    /** The trainer's display name, for the email. */
    trainerName: z.string(),
    expiresAt: z.string(),
  }),
);

/** The client accepted the invite with their account: the record, and its attendance, are theirs. */
export const ClientRecordLinked = defineEvent(
  'ClientRecordLinked',
  1,
  z.object({ trainerId: z.string(), clientId: z.string(), userId: z.string(), code: z.string() }),
);

export type ClientRecordAdded = EventOf<typeof ClientRecordAdded>;
export type ClientRecordChanged = EventOf<typeof ClientRecordChanged>;
export type ClientRecordRemoved = EventOf<typeof ClientRecordRemoved>;
export type ClientInvited = EventOf<typeof ClientInvited>;
export type ClientRecordLinked = EventOf<typeof ClientRecordLinked>;
export type TrainerClientEvent =
  | ClientRecordAdded
  | ClientRecordChanged
  | ClientRecordRemoved
  | ClientInvited
  | ClientRecordLinked;

export type ClientFields = z.infer<z.ZodObject<typeof clientFields>>;

export const trainerClientEvents = [
  ClientRecordAdded,
  ClientRecordChanged,
  ClientRecordRemoved,
  ClientInvited,
  ClientRecordLinked,
] as const;
