import { normalizeUsername } from './normalize.js';
import type { Aggregates } from '../../shared/aggregates.js';
import type { Decider } from '../../shared/decider.js';
import { conflict } from '../../shared/errors.js';
import {
  EmailReservationReleased,
  EmailReserved,
  UsernameReservationReleased,
  UsernameReserved,
  type ReservationEvent,
} from '../../contracts/events/user.events.js';

/*
 * A reservation stream (`email-<value>` or `username-<value>`) holds who owns
 * a normalized email or username (the event store keeps it under a keyed hash
 * of that name). Appending the first reservation with
 * 'no_stream' makes two concurrent sign-ups with one email impossible: the
 * event store lets exactly one append win.
 */

export type ReservationKind = 'email' | 'username';

export interface ReservationState {
  holder: string | null;
}

/** Why the holder the handler found no longer stands behind their reservation. */
export type HolderGone = 'abandoned sign-up' | 'account deleted';

export type ReservationCommand =
  | {
      type: 'Reserve';
      value: string;
      userId: string;
      /**
       * The current holder as the handler found it, when no account stands
       * behind it any more: a sign-up that crashed between reserving and
       * registering, or an account since deleted or forgotten.
       */
      holderGone?: { userId: string; why: HolderGone };
    }
  | { type: 'Release'; value: string; userId: string; reason: string };

const events = {
  email: { reserved: EmailReserved, released: EmailReservationReleased },
  username: { reserved: UsernameReserved, released: UsernameReservationReleased },
};

const messages: Record<ReservationKind, { code: string; message: string }> = {
  email: { code: 'ACCOUNTS.EMAIL_TAKEN', message: 'Email already registered' },
  username: { code: 'ACCOUNTS.USERNAME_TAKEN', message: 'Username already taken' },
};

export function reservationStream(kind: ReservationKind, value: string): string {
  return `${kind}-${value}`;
}

/** One decider per kind, made once: the command side keeps states per stream and decider. */
export function reservationDecider(
  kind: ReservationKind,
): Decider<ReservationState, ReservationCommand, ReservationEvent> {
  return deciders[kind];
}

function makeReservationDecider(
  kind: ReservationKind,
): Decider<ReservationState, ReservationCommand, ReservationEvent> {
  const { reserved, released } = events[kind];
  return {
    initialState: () => ({ holder: null }),
    evolve: (state, event) => {
      if (event.type === reserved.type) return { holder: event.data.userId };
      if (event.type === released.type) return { holder: null };
      return state;
    },
    decide: (command, state) => {
      if (command.type === 'Release') {
        if (state.holder !== command.userId) return [];
        return [released({ value: command.value, userId: command.userId, reason: command.reason })];
      }
      if (state.holder === command.userId) return [];
      if (state.holder === null)
        return [reserved({ value: command.value, userId: command.userId })];
      const gone = command.holderGone;
      if (gone?.userId !== state.holder || !mayTakeOver(kind, gone.why)) {
        throw conflict(messages[kind].code, messages[kind].message);
      }
      return [
        released({ value: command.value, userId: state.holder, reason: gone.why }),
        reserved({ value: command.value, userId: command.userId }),
      ];
    },
  };
}

/**
 * A deleted member's email is free for anyone at once, so the person can come
 * back as a new member; their username stays held by their forgotten id, so
 * no one can pass for them (docs/adr/026-released-email-reserved-username.md).
 */
function mayTakeOver(kind: ReservationKind, why: HolderGone): boolean {
  return why === 'abandoned sign-up' || kind === 'email';
}

const deciders: Record<
  ReservationKind,
  Decider<ReservationState, ReservationCommand, ReservationEvent>
> = {
  email: makeReservationDecider('email'),
  username: makeReservationDecider('username'),
};

/** Who holds a username now (null: nobody), from its reservation stream: mentions name people by it. */
export async function usernameHolder(
  aggregates: Aggregates,
  username: string,
): Promise<string | null> {
  const state = await aggregates.load(
    reservationStream('username', normalizeUsername(username)),
    reservationDecider('username'),
  );
  return state.holder;
}
