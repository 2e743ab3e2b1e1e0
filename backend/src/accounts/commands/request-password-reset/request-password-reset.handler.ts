import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { PASSWORD_RESET_VALID_MS } from '../../domain/account-token.js';
import { normalizeEmail } from '../../domain/normalize.js';
import { reservationDecider, reservationStream } from '../../domain/reservation.decider.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { AccountLinks } from '../account-links.js';
import { RequestPasswordReset, type ResetLinkRequested } from './request-password-reset.command.js';

/**
 * Finds the account through the email's reservation stream (the command side
 * never reads read models) and records a reset link for it. An unknown email
 * records nothing and answers the same: the caller learns nothing either way.
 */
@CommandHandler(RequestPasswordReset)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordReset> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(AccountLinks) private readonly links: AccountLinks,
  ) {}

  async execute({
    email,
    context,
    requestedBy,
  }: RequestPasswordReset): Promise<ResetLinkRequested> {
    const address = normalizeEmail(email);
    const { holder } = await this.aggregates.load(
      reservationStream('email', address),
      reservationDecider('email'),
    );
    if (holder === null) return { position: null, link: null };
    const user = await this.aggregates.load(userStream(holder), userDecider);
    // A reservation whose sign-up never finished has no account to reset.
    if (user.status !== 'registered') return { position: null, link: null };
    const link = this.links.newLink('password-reset', holder, PASSWORD_RESET_VALID_MS);
    const { position } = await this.aggregates.handle({
      stream: userStream(holder),
      decider: userDecider,
      context,
      command: {
        type: 'RequestPasswordReset',
        userId: holder,
        ...link,
        ...(requestedBy && { requestedBy }),
      },
    });
    return { position, link: { userId: holder, requestId: link.requestId } };
  }
}
