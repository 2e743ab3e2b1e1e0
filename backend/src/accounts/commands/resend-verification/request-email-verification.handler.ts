import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PASSWORD_HASHER, type PasswordHasher } from '../../../auth/index.js';
import { APP_CONFIG, verifiesEmails, type AppConfig } from '../../../config/config.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import type { CommandContext } from '../../../shared/command-context.js';
import { invalid } from '../../../shared/errors.js';
import { EMAIL_VERIFICATION_VALID_MS } from '../../domain/account-token.js';
import { normalizeEmail } from '../../domain/normalize.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { AccountLinks } from '../account-links.js';
import { registeredUser } from '../registered-user.js';
import { Reservations } from '../reservations.js';
import { RequestEmailVerification } from './request-email-verification.command.js';

@CommandHandler(RequestEmailVerification)
export class RequestEmailVerificationHandler implements ICommandHandler<RequestEmailVerification> {
  private readonly reservations: Reservations;

  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(AccountLinks) private readonly links: AccountLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.reservations = new Reservations(aggregates);
  }

  async execute({ userId, context, change }: RequestEmailVerification) {
    const user = await registeredUser(this.aggregates, userId);
    let email: string | undefined;
    if (change) {
      if (!(await this.hasher.verify(user.account.passwordHash, change.password)))
        throw invalid('ACCOUNTS.WRONG_PASSWORD', 'Your password is not correct.');
      email = normalizeEmail(change.email);
      // Emails stay unique (docs/adr/002): an address someone holds is refused now, and
      // reserved only when the link is used, so asking cannot take it from its owner.
      await this.reservations.assertFree('email', email, userId);
    }
    const verificationRequired = verifiesEmails(this.config);
    if (email !== undefined && !verificationRequired)
      return this.changeAtOnce(userId, email, context);
    const link = this.links.newLink('verify-email', userId, EMAIL_VERIFICATION_VALID_MS);
    // The address the link goes to: the new one, else the pending change's, else the account's.
    const to = email ?? user.account.pendingVerification?.email ?? user.account.email;
    const { position } = await this.links.toAddress(to, () =>
      this.aggregates.handle({
        stream: userStream(userId),
        decider: userDecider,
        context,
        command: { type: 'RequestEmailVerification', userId, ...link, email, verificationRequired },
      }),
    );
    return { position };
  }

  /**
   * Email off: no link can prove the new address, and none proved the old
   * one, so the change is made at once, unverified (docs/adr/029). As with a
   * link, the new address is reserved first and the old one released after.
   */
  private async changeAtOnce(userId: string, email: string, context: CommandContext) {
    const stream = userStream(userId);
    const command = { type: 'ChangeEmailUnverified' as const, userId, email };
    // Decided once before the reservation, so a refused change appends nothing anywhere.
    const [changed] = userDecider.decide(command, await this.aggregates.load(stream, userDecider));
    if (changed?.type !== 'EmailChanged') throw new Error('ChangeEmailUnverified decided nothing');
    await this.reservations.reserve('email', email, userId, context);
    try {
      const { position } = await this.aggregates.handle({
        stream,
        decider: userDecider,
        context,
        command,
      });
      await this.reservations.release(
        'email',
        changed.data.previousEmail,
        userId,
        context,
        'email changed',
      );
      return { position };
    } catch (error) {
      await this.reservations.release('email', email, userId, context, 'email changed');
      throw error;
    }
  }
}
