import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PASSWORD_HASHER, type PasswordHasher } from '../../../auth/password-hasher.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
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
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(AccountLinks) private readonly links: AccountLinks,
  ) {}

  async execute({ userId, context, change }: RequestEmailVerification) {
    const user = await registeredUser(this.aggregates, userId);
    let email: string | undefined;
    if (change) {
      if (!(await this.hasher.verify(user.account.passwordHash, change.password)))
        throw invalid('ACCOUNTS.WRONG_PASSWORD', 'Your password is not correct.');
      email = normalizeEmail(change.email);
      // Emails stay unique (docs/adr/002): an address someone holds is refused now, and
      // reserved only when the link is used, so asking cannot take it from its owner.
      await new Reservations(this.aggregates).assertFree('email', email, userId);
    }
    const link = this.links.newLink('verify-email', userId, EMAIL_VERIFICATION_VALID_MS);
    // The address the link goes to: the new one, else the pending change's, else the account's.
    const to = email ?? user.account.pendingVerification?.email ?? user.account.email;
    const { position } = await this.links.toAddress(to, () =>
      this.aggregates.handle({
        stream: userStream(userId),
        decider: userDecider,
        context,
        command: { type: 'RequestEmailVerification', userId, ...link, email },
      }),
    );
    return { position };
  }
}
