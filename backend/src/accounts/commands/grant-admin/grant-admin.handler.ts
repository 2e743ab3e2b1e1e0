import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, notFound } from '../../../shared/errors.js';
import { normalizeEmail } from '../../domain/normalize.js';
import { reservationDecider, reservationStream } from '../../domain/reservation.decider.js';
import { userDecider, userStream } from '../../domain/user.decider.js';
import { GrantAdmin, type GrantAdminResult } from './grant-admin.command.js';

/**
 * Finds the account by email through the email reservation stream (the
 * command side's own index of normalized email -> user id, see sign-up) and
 * appends AdminGranted to its user stream. Granting twice appends nothing.
 */
@CommandHandler(GrantAdmin)
export class GrantAdminHandler implements ICommandHandler<GrantAdmin> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ email, grantedBy, context }: GrantAdmin): Promise<GrantAdminResult> {
    const normalized = normalizeEmail(email);
    const noAccount = () =>
      notFound('ACCOUNTS.EMAIL_NOT_FOUND', `No account with email ${email.trim()}`);

    const reservation = await this.aggregates.load(
      reservationStream('email', normalized),
      reservationDecider('email'),
    );
    const userId = reservation.holder;
    if (userId === null) throw noAccount();

    try {
      const { events, position } = await this.aggregates.handle({
        stream: userStream(userId),
        decider: userDecider,
        context,
        command: { type: 'GrantAdmin', userId, grantedBy },
      });
      return { userId, granted: events.length > 0, position };
    } catch (error) {
      // A reservation whose sign-up never finished has no user behind it.
      if (error instanceof DomainError && error.code === 'ACCOUNTS.USER_NOT_FOUND') {
        throw noAccount();
      }
      throw error;
    }
  }
}
