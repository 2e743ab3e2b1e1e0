import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PASSWORD_HASHER, type PasswordHasher } from '../../../auth/index.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { tokenHash, userIdOfToken } from '../../domain/account-token.js';
import { resetLinkInvalid } from '../../domain/user-account.decider.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { AccountLinks } from '../account-links.js';
import { ResetPassword } from './reset-password.command.js';

@CommandHandler(ResetPassword)
export class ResetPasswordHandler implements ICommandHandler<ResetPassword> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(AccountLinks) private readonly links: AccountLinks,
  ) {}

  async execute({ token, password, context }: ResetPassword) {
    const userId = userIdOfToken(token);
    // Whatever is wrong with a link, the answer is the same one.
    if (!userId) throw resetLinkInvalid();
    const stream = userStream(userId);
    if ((await this.aggregates.load(stream, userDecider)).status !== 'registered')
      throw resetLinkInvalid();
    const passwordHash = await this.hasher.hash(password);
    const { position } = await this.aggregates.handle({
      stream,
      decider: userDecider,
      context: { ...context, userId },
      command: {
        type: 'ResetPassword',
        userId,
        tokenHash: tokenHash(token),
        passwordHash,
        now: this.links.clock.now(),
      },
    });
    return { position };
  }
}
