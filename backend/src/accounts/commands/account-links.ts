import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { CLOCK, ID_GENERATOR, type Clock, type IdGenerator } from '../../shared/clock.port.js';
import { RequestBudget } from '../../auth/index.js';
import { accountToken, tokenHash, type AccountLinkPurpose } from '../domain/account-token.js';
import type { PendingLink } from '../domain/user-account.decider.js';

/**
 * Makes the links account emails carry: a new request id, the hash of its
 * token and its expiry by the injected clock. The token itself is not kept;
 * the outbox sender derives it again from the request (see account-token.ts).
 */
@Injectable()
export class AccountLinks {
  /** Per email, whoever asks: a mailbox is not flooded with reset links. */
  readonly resetsPerEmail = new RequestBudget({
    max: 3,
    windowMs: 15 * 60_000,
    code: 'ACCOUNTS.TOO_MANY_RESETS',
    message: 'Too many reset requests for this email. Please wait 15 minutes and try again.',
  });
  /** Per account: resending the verification link. */
  readonly verificationsPerUser = new RequestBudget({
    max: 3,
    windowMs: 15 * 60_000,
    code: 'ACCOUNTS.TOO_MANY_VERIFICATION_EMAILS',
    message:
      'We have sent several verification emails already. Please wait 15 minutes and try again.',
  });

  /**
   * Per address, whoever asks: sign-up, resent and change-of-address links
   * together, so five accounts cannot flood someone else's mailbox.
   */
  readonly emailsPerAddress: RequestBudget;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) readonly clock: Clock,
  ) {
    this.emailsPerAddress = new RequestBudget({
      ...config.limits.accountEmailsPerAddress,
      code: 'ACCOUNTS.TOO_MANY_EMAILS_TO_ADDRESS',
      message: (wait) =>
        `We have sent several emails to this address recently. Please try again in ${wait}.`,
    });
  }

  /**
   * Runs `send` (a command that mails a link to `email`) within the
   * address's budget; a refused command gives its share back.
   */
  async toAddress<T>(email: string, send: () => Promise<T>): Promise<T> {
    const refund = this.emailsPerAddress.take(email);
    try {
      return await send();
    } catch (error) {
      refund();
      throw error;
    }
  }

  /** `requestId` defaults to a new id; sign-up names its first verification by the account's id. */
  newLink(
    purpose: AccountLinkPurpose,
    userId: string,
    validMs: number,
    requestId = this.ids.newId(),
  ): PendingLink {
    const token = accountToken(this.config.jwt.secret, purpose, userId, requestId);
    return {
      requestId,
      tokenHash: tokenHash(token),
      expiresAt: new Date(this.clock.now().getTime() + validMs).toISOString(),
    };
  }
}
