import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PASSWORD_HASHER, type PasswordHasher } from '../../../auth/index.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { registeredUser } from '../registered-user.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { ChangePassword } from './change-password.command.js';

@CommandHandler(ChangePassword)
export class ChangePasswordHandler implements ICommandHandler<ChangePassword> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ userId, currentPassword, newPassword, context }: ChangePassword) {
    const passwordHash = await this.hasher.hash(newPassword);
    const { position } = await this.aggregates.handle({
      stream: userStream(userId),
      decider: userDecider,
      context,
      // Checked against the state the decision is made on, so a racing change cannot slip by.
      command: async (state) => ({
        type: 'ChangePassword' as const,
        userId,
        currentPasswordMatches:
          state.status === 'registered' &&
          (await this.hasher.verify(state.account.passwordHash, currentPassword)),
        passwordHash,
      }),
    });
    const user = await registeredUser(this.aggregates, userId);
    return { position, tokenVersion: user.account.tokenVersion };
  }
}
