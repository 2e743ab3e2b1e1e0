import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import type { CommandContext } from '../../../shared/command-context.js';
import { tokenHash, userIdOfToken } from '../../domain/account-token.js';
import { reservationDecider, reservationStream } from '../../domain/reservation.decider.js';
import { verificationLinkInvalid } from '../../domain/user-account.decide.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { AccountLinks } from '../account-links.js';
import { VerifyEmail } from './verify-email.command.js';

/**
 * Verifies the account's address, or changes it: then the new address is
 * reserved first (two accounts cannot end up with one email; the loser's
 * link is refused) and the old one released after.
 */
@CommandHandler(VerifyEmail)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmail> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(AccountLinks) private readonly links: AccountLinks,
  ) {}

  async execute({ token, context: requestContext }: VerifyEmail) {
    const userId = userIdOfToken(token);
    if (!userId) throw verificationLinkInvalid();
    const stream = userStream(userId);
    const state = await this.aggregates.load(stream, userDecider);
    if (state.status !== 'registered') throw verificationLinkInvalid();
    const context = { ...requestContext, userId };
    const command = {
      type: 'VerifyEmail' as const,
      userId,
      tokenHash: tokenHash(token),
      now: this.links.clock.now(),
    };
    // Decided once before any reservation, so a bad link appends nothing anywhere.
    const [decided] = userDecider.decide(command, state);
    const change = decided?.type === 'EmailChanged' ? decided.data : null;
    if (change) await this.reservation(change.email, 'Reserve', userId, context);
    try {
      const { position } = await this.aggregates.handle({
        stream,
        decider: userDecider,
        context,
        command,
      });
      if (change) await this.reservation(change.previousEmail, 'Release', userId, context);
      return { position };
    } catch (error) {
      if (change) await this.reservation(change.email, 'Release', userId, context);
      throw error;
    }
  }

  private reservation(
    email: string,
    type: 'Reserve' | 'Release',
    userId: string,
    context: CommandContext,
  ) {
    return this.aggregates.handle({
      stream: reservationStream('email', email),
      decider: reservationDecider('email'),
      context,
      command:
        type === 'Reserve'
          ? { type, value: email, userId }
          : { type, value: email, userId, reason: 'email changed' },
    });
  }
}
