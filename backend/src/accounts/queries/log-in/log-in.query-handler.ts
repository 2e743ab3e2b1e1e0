import { setTimeout as sleep } from 'node:timers/promises';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { USER_CREDENTIALS } from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import {
  decoyPasswordHash,
  FailedLoginLimiter,
  PASSWORD_HASHER,
  type PasswordHasher,
  Suspensions,
} from '../../../auth/index.js';
import { forbidden, tooManyRequests, unauthorized } from '../../../shared/errors.js';
import { suspensionMessage } from '../../../contracts/moderation.js';
import { normalizeEmail } from '../../domain/normalize.js';
import { LogIn } from './log-in.query.js';

@QueryHandler(LogIn)
export class LogInHandler implements IQueryHandler<LogIn> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(FailedLoginLimiter) private readonly limiter: FailedLoginLimiter,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(Suspensions) private readonly suspensions: Suspensions,
  ) {}

  async execute({
    email,
    password,
    source,
  }: LogIn): Promise<{ userId: string; tokenVersion: number }> {
    const account = normalizeEmail(email);
    const decision = this.limiter.attempt(account, source);
    if (decision.kind === 'refused') {
      const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
      throw tooManyRequests(
        'AUTH.TOO_MANY_FAILED_LOGINS',
        `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }
    // The slow-down comes before the check, right password or not: a late answer says nothing about the guess.
    if (decision.delayMs > 0) await sleep(decision.delayMs);

    const credentials = await this.store.collection(USER_CREDENTIALS).findOne({ _id: account });
    // Unknown emails are checked against a decoy hash: same time, same answer, no account enumeration.
    const matches = await this.hasher.verify(
      credentials?.passwordHash ?? (await decoyPasswordHash),
      password,
    );
    // The limiter already counts the attempt as a failure; only a success changes that.
    if (!credentials || !matches) {
      throw unauthorized('AUTH.INVALID_CREDENTIALS', 'Invalid email or password');
    }
    this.limiter.succeeded(decision.attempt);
    // Only the right password learns of a suspension: the reason is for its member alone.
    const suspension = await this.suspensions.of(credentials.userId);
    if (suspension) throw forbidden('AUTH.SUSPENDED', suspensionMessage(suspension));
    return { userId: credentials.userId, tokenVersion: credentials.tokenVersion ?? 0 };
  }
}
