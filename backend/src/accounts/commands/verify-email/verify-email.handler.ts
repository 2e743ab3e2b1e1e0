import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { tokenHash, userIdOfToken } from '../../domain/account-token.js';
import { verificationLinkInvalid } from '../../domain/user-account.decider.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { AccountLinks } from '../account-links.js';
import { Reservations } from '../reservations.js';
import { VerifyEmail } from './verify-email.command.js';

/**
 * Verifies the account's address, or changes it: then the new address is
 * reserved first (two accounts cannot end up with one email; the loser's
 * link is refused) and the old one released after.
 */
@CommandHandler(VerifyEmail)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmail> {
  private readonly reservations: Reservations;

  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(AccountLinks) private readonly links: AccountLinks,
  ) {
    this.reservations = new Reservations(aggregates);
  }

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
    if (change) await this.reservations.reserve('email', change.email, userId, context);
    try {
      const { position } = await this.aggregates.handle({
        stream,
        decider: userDecider,
        context,
        command,
      });
      if (change)
        await this.reservations.release(
          'email',
          change.previousEmail,
          userId,
          context,
          'email changed',
        );
      return { position };
    } catch (error) {
      if (change)
        await this.reservations.release('email', change.email, userId, context, 'email changed');
      throw error;
    }
  }
}
