import type { Aggregates } from '../../shared/aggregates.js';
import type { CommandContext } from '../../shared/command-context.js';
import { DomainError } from '../../shared/errors.js';
import {
  reservationDecider,
  reservationStream,
  type HolderGone,
  type ReservationKind,
} from '../domain/reservation.decider.js';
import { userDecider, userStream } from '../domain/user.decider.js';

/** A reservation whose sign-up never finished may be taken over after this long. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * Emails and usernames are reserved on streams of their own (the
 * reservation decider). These gather the one fact its rules need beyond the
 * stream: whether an account still stands behind the current holder.
 */
export class Reservations {
  constructor(private readonly aggregates: Aggregates) {}

  /** Reserves the value for the user, taking it over from a holder no account stands behind. */
  async reserve(kind: ReservationKind, value: string, userId: string, context: CommandContext) {
    const reserve = (holderGone?: { userId: string; why: HolderGone }) =>
      this.aggregates.handle({
        stream: reservationStream(kind, value),
        decider: reservationDecider(kind),
        context,
        command: { type: 'Reserve', value, userId, holderGone },
      });
    try {
      await reserve();
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      const gone = await this.holderGone(kind, value);
      if (!gone) throw error;
      await reserve(gone);
    }
  }

  /** Throws the reservation's conflict, appending nothing, when the value is not the user's to take. */
  async assertFree(kind: ReservationKind, value: string, userId: string) {
    const decider = reservationDecider(kind);
    const state = await this.aggregates.load(reservationStream(kind, value), decider);
    if (state.holder === null || state.holder === userId) return;
    const holderGone = (await this.holderGone(kind, value)) ?? undefined;
    decider.decide({ type: 'Reserve', value, userId, holderGone }, state);
  }

  async release(
    kind: ReservationKind,
    value: string,
    userId: string,
    context: CommandContext,
    reason: string,
  ) {
    await this.aggregates.handle({
      stream: reservationStream(kind, value),
      decider: reservationDecider(kind),
      context,
      command: { type: 'Release', value, userId, reason },
    });
  }

  /** The current holder, when their account was deleted or their sign-up never finished. */
  private async holderGone(
    kind: ReservationKind,
    value: string,
  ): Promise<{ userId: string; why: HolderGone } | null> {
    const stream = reservationStream(kind, value);
    const { holder } = await this.aggregates.load(stream, reservationDecider(kind));
    if (holder === null) return null;
    const user = await this.aggregates.load(userStream(holder), userDecider);
    if (user.status === 'forgotten') return { userId: holder, why: 'account deleted' };
    if (user.status === 'registered') return null;
    let last;
    for await (const event of this.aggregates.store.readStream(stream)) last = event;
    if (!last || Date.now() - Date.parse(last.metadata.occurredAt) < ABANDONED_AFTER_MS)
      return null;
    return { userId: holder, why: 'abandoned sign-up' };
  }
}
