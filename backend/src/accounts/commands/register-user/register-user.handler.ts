import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PASSWORD_HASHER, type PasswordHasher } from '../../../auth/password-hasher.js';
import type { StoredEvent } from '../../../event-store/event-store.port.js';
import { GAZETTEER, type Gazetteer } from '../../../geography/gazetteer.js';
import { locate } from '../../../geography/locate.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { DomainError } from '../../../shared/errors.js';
import type { CommandContext } from '../../../shared/command-context.js';
import { normalizeEmail, normalizeUsername } from '../../domain/normalize.js';
import {
  reservationDecider,
  reservationStream,
  type ReservationKind,
} from '../../domain/reservation.decider.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { RegisterUser } from './register-user.command.js';
import { EMAIL_VERIFICATION_VALID_MS } from '../../domain/account-token.js';
import { AccountLinks } from '../account-links.js';

/** A reservation whose sign-up never finished may be taken over after this long. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * Sign-up spans three streams: reserve the email, reserve the username, then
 * register the user. The reservations (appended with 'no_stream' the first
 * time) are what make both unique under concurrent sign-ups; a failed later
 * step releases the earlier reservation.
 */
@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    /** Absent where members are seeded (demo, benches): they start verified. */
    @Inject(AccountLinks) private readonly links: AccountLinks | null = null,
  ) {}

  async execute({ registration, context: requestContext }: RegisterUser) {
    const userId = this.ids.newId();
    // The new user is the actor of their own sign-up.
    const context: CommandContext = { ...requestContext, userId };
    const email = normalizeEmail(registration.email);
    const username = normalizeUsername(registration.username);
    const passwordHash = await this.hasher.hash(registration.password);

    // A username already held refuses the sign-up before the email is reserved, so the
    // refusal appends nothing; only a sign-up racing for it reserves and then releases.
    await this.assertFree('username', username, userId);
    await this.reserve('email', email, userId, context);
    try {
      await this.reserve('username', username, userId, context);
    } catch (error) {
      await this.release('email', email, userId, context, 'username taken');
      throw error;
    }

    const { position } = await this.aggregates.handle({
      stream: userStream(userId),
      decider: userDecider,
      context,
      command: {
        type: 'Register',
        registration: {
          userId,
          username: registration.username,
          email,
          passwordHash,
          firstName: registration.firstName,
          lastName: registration.lastName,
          ...locate(this.gazetteer, registration.city, registration.state),
          isTrainer: registration.isTrainer,
          ...(this.links ? {} : { emailVerified: true }),
        },
        // The first link is named by the account itself; resends get ids of their own.
        ...(this.links && {
          verification: this.links.newLink(
            'verify-email',
            userId,
            EMAIL_VERIFICATION_VALID_MS,
            userId,
          ),
        }),
      },
    });
    return { userId, position };
  }

  private async reserve(
    kind: ReservationKind,
    value: string,
    userId: string,
    context: CommandContext,
  ) {
    const reserve = (takeOverFrom?: string) =>
      this.aggregates.handle({
        stream: reservationStream(kind, value),
        decider: reservationDecider(kind),
        context,
        command: { type: 'Reserve', value, userId, takeOverFrom },
      });
    try {
      await reserve();
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      const abandoned = await this.abandonedHolder(reservationStream(kind, value));
      if (!abandoned) throw error;
      await reserve(abandoned);
    }
  }

  /** Throws the reservation's conflict, appending nothing, when another live sign-up holds it. */
  private async assertFree(kind: ReservationKind, value: string, userId: string) {
    const stream = reservationStream(kind, value);
    const decider = reservationDecider(kind);
    const state = await this.aggregates.load(stream, decider);
    if (state.holder === null) return;
    const takeOverFrom = (await this.abandonedHolder(stream)) ?? undefined;
    decider.decide({ type: 'Reserve', value, userId, takeOverFrom }, state);
  }

  private async release(
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

  /** The holder of an old reservation whose user stream was never written, if any. */
  private async abandonedHolder(stream: string): Promise<string | null> {
    let last: StoredEvent | undefined;
    for await (const event of this.aggregates.store.readStream(stream)) last = event;
    if (!last || !last.type.endsWith('Reserved')) return null;
    if (Date.now() - Date.parse(last.metadata.occurredAt) < ABANDONED_AFTER_MS) return null;
    const holder = (last.data as { userId: string }).userId;
    for await (const _event of this.aggregates.store.readStream(userStream(holder))) return null;
    return holder;
  }
}
