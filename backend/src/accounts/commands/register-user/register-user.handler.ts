import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PASSWORD_HASHER, type PasswordHasher } from '../../../auth/index.js';
import { type Gazetteer, GAZETTEER, locate } from '../../../geography/index.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import { normalizeEmail, normalizeUsername } from '../../domain/normalize.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { RegisterUser } from './register-user.command.js';
import { EMAIL_VERIFICATION_VALID_MS } from '../../domain/account-token.js';
import { AccountLinks } from '../account-links.js';
import { Reservations } from '../reservations.js';

/**
 * Sign-up spans three streams: reserve the email, reserve the username, then
 * register the user. The reservations (appended with 'no_stream' the first
 * time) are what make both unique under concurrent sign-ups; a failed later
 * step releases the earlier reservation. A deleted member's email is free
 * again, their username is not (`reservations.ts`).
 */
@CommandHandler(RegisterUser)
export class RegisterUserHandler implements ICommandHandler<RegisterUser> {
  private readonly reservations: Reservations;

  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    /** Absent where members are seeded (demo, benches): they start verified. */
    @Inject(AccountLinks) private readonly links: AccountLinks | null = null,
  ) {
    this.reservations = new Reservations(aggregates);
  }

  async execute({ registration, context: requestContext }: RegisterUser) {
    const userId = this.ids.newId();
    // The new user is the actor of their own sign-up.
    const context: CommandContext = { ...requestContext, userId };
    const email = normalizeEmail(registration.email);
    const username = normalizeUsername(registration.username);
    const passwordHash = await this.hasher.hash(registration.password);

    // A username already held refuses the sign-up before the email is reserved, so the
    // refusal appends nothing; only a sign-up racing for it reserves and then releases.
    await this.reservations.assertFree('username', username, userId);
    // The sign-up's verification email counts toward the address's budget, whoever signs up.
    const register = () =>
      this.register(registration, userId, email, username, passwordHash, context);
    return this.links ? this.links.toAddress(email, register) : register();
  }

  private async register(
    registration: RegisterUser['registration'],
    userId: string,
    email: string,
    username: string,
    passwordHash: string,
    context: CommandContext,
  ) {
    await this.reservations.reserve('email', email, userId, context);
    try {
      await this.reservations.reserve('username', username, userId, context);
    } catch (error) {
      await this.reservations.release('email', email, userId, context, 'username taken');
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
}
