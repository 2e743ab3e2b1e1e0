import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import { userDecider } from './user.decider.js';
import {
  AccountLinkVoided,
  EmailChanged,
  EmailVerificationRequested,
  EmailVerified,
  PasswordChanged,
  PasswordReset,
  PasswordResetRequested,
  SignedOutEverywhere,
  CalendarFeedReset,
  UserRegistered,
} from '../../contracts/events/user.events.js';

const userId = 'u1';
const registered = UserRegistered({
  userId,
  username: 'maya',
  email: 'maya@example.com',
  passwordHash: 'old-hash',
  firstName: 'Maya',
  lastName: 'Lopez',
  city: 'Austin',
  state: 'TX',
  isTrainer: false,
});
const unverified = UserRegistered({ ...registered.data, emailVerified: false });
const link = { requestId: 'r1', tokenHash: 'hash-1', expiresAt: '2026-12-01T10:30:00.000Z' };
const before = new Date('2026-12-01T10:29:59.000Z');
const after = new Date('2026-12-01T10:30:00.000Z');
const resetRequested = PasswordResetRequested({ userId, ...link });
const link2 = { ...link, requestId: 'r2', tokenHash: 'hash-2' };
const resetVoided = (reason: 'used' | 'superseded' | 'password-changed', requestId = 'r1') =>
  AccountLinkVoided({ userId, requestId, kind: 'password-reset', reason });
const verificationVoided = (reason: 'used' | 'superseded', requestId = 'r1') =>
  AccountLinkVoided({ userId, requestId, kind: 'verify-email', reason });

describe('user decider: password reset', () => {
  it('records a reset request with the token hash only', () => {
    given(userDecider, [registered])
      .when({ type: 'RequestPasswordReset', userId, ...link })
      .then([resetRequested]);
  });

  it('resets with the latest link before it expires', () => {
    given(userDecider, [registered, resetRequested])
      .when({
        type: 'ResetPassword',
        userId,
        tokenHash: 'hash-1',
        passwordHash: 'new',
        now: before,
      })
      .then([PasswordReset({ userId, requestId: 'r1', passwordHash: 'new' }), resetVoided('used')]);
  });

  it('refuses an expired, used, superseded or wrong link', () => {
    const reset = { type: 'ResetPassword', userId, passwordHash: 'new' } as const;
    given(userDecider, [registered, resetRequested])
      .when({ ...reset, tokenHash: 'hash-1', now: after })
      .thenFails('ACCOUNTS.RESET_LINK_INVALID');
    given(userDecider, [
      registered,
      resetRequested,
      PasswordReset({ userId, requestId: 'r1', passwordHash: 'new' }),
    ])
      .when({ ...reset, tokenHash: 'hash-1', now: before })
      .thenFails('ACCOUNTS.RESET_LINK_INVALID');
    given(userDecider, [
      registered,
      resetRequested,
      PasswordResetRequested({ userId, ...link, requestId: 'r2', tokenHash: 'hash-2' }),
    ])
      .when({ ...reset, tokenHash: 'hash-1', now: before })
      .thenFails('ACCOUNTS.RESET_LINK_INVALID');
    given(userDecider, [registered])
      .when({ ...reset, tokenHash: 'hash-1', now: before })
      .thenFails('ACCOUNTS.RESET_LINK_INVALID');
  });

  it('voids an outstanding reset link when the password is changed', () => {
    given(userDecider, [registered, resetRequested, PasswordChanged({ userId, passwordHash: 'x' })])
      .when({ type: 'ResetPassword', userId, tokenHash: 'hash-1', passwordHash: 'y', now: before })
      .thenFails('ACCOUNTS.RESET_LINK_INVALID');
  });
});

describe('user decider: password change and signing out everywhere', () => {
  it('changes the password only with the current one', () => {
    const change = { type: 'ChangePassword', userId, passwordHash: 'new' } as const;
    given(userDecider, [registered])
      .when({ ...change, currentPasswordMatches: true })
      .then([PasswordChanged({ userId, passwordHash: 'new' })]);
    given(userDecider, [registered])
      .when({ ...change, currentPasswordMatches: false })
      .thenFails('ACCOUNTS.WRONG_PASSWORD');
  });

  it('signs out everywhere, for registered users only', () => {
    given(userDecider, [registered])
      .when({ type: 'SignOutEverywhere', userId })
      .then([SignedOutEverywhere({ userId })]);
    given(userDecider)
      .when({ type: 'SignOutEverywhere', userId })
      .thenFails('ACCOUNTS.USER_NOT_FOUND');
  });

  it('resets the calendar link, for registered users only', () => {
    given(userDecider, [registered])
      .when({ type: 'ResetCalendarFeed', userId })
      .then([CalendarFeedReset({ userId })]);
    given(userDecider)
      .when({ type: 'ResetCalendarFeed', userId })
      .thenFails('ACCOUNTS.USER_NOT_FOUND');
  });
});

describe('user decider: email verification and change', () => {
  const ownLink = EmailVerificationRequested({ userId, ...link, email: 'maya@example.com' });
  const changeLink = EmailVerificationRequested({ userId, ...link, email: 'new@example.com' });

  it('registers a new account unverified, with its verification link', () => {
    given(userDecider)
      .when({ type: 'Register', registration: registered.data, verification: link })
      .then([unverified, ownLink]);
  });

  it('verifies the own address with the latest link before it expires', () => {
    const verify = { type: 'VerifyEmail', userId, tokenHash: 'hash-1' } as const;
    given(userDecider, [unverified, ownLink])
      .when({ ...verify, now: before })
      .then([EmailVerified({ userId, email: 'maya@example.com' }), verificationVoided('used')]);
    given(userDecider, [unverified, ownLink])
      .when({ ...verify, now: after })
      .thenFails('ACCOUNTS.VERIFICATION_LINK_INVALID');
    given(userDecider, [unverified, ownLink, EmailVerified({ userId, email: 'maya@example.com' })])
      .when({ ...verify, now: before })
      .thenFails('ACCOUNTS.VERIFICATION_LINK_INVALID');
  });

  it('resends only to an unverified account, for the address waiting to be verified', () => {
    const resend = { type: 'RequestEmailVerification', userId, ...link } as const;
    given(userDecider, [unverified]).when(resend).then([ownLink]);
    given(userDecider, [unverified, changeLink])
      .when({ ...resend, ...link2 })
      .then([
        EmailVerificationRequested({ userId, ...link2, email: 'new@example.com' }),
        verificationVoided('superseded'),
      ]);
    given(userDecider, [registered]).when(resend).thenFails('ACCOUNTS.ALREADY_VERIFIED');
  });

  it('changes the email only once the new address is verified', () => {
    const change = { type: 'RequestEmailVerification', userId, ...link } as const;
    given(userDecider, [registered])
      .when({ ...change, email: 'new@example.com' })
      .then([changeLink]);
    given(userDecider, [registered])
      .when({ ...change, email: 'maya@example.com' })
      .thenFails('ACCOUNTS.SAME_EMAIL');
    given(userDecider, [registered, changeLink])
      .when({ type: 'VerifyEmail', userId, tokenHash: 'hash-1', now: before })
      .then([
        EmailChanged({ userId, previousEmail: 'maya@example.com', email: 'new@example.com' }),
        verificationVoided('used'),
      ]);
  });
});

describe('user decider: email off (the server verifies no address)', () => {
  const changeLink = EmailVerificationRequested({ userId, ...link, email: 'new@example.com' });
  const changedAtOnce = EmailChanged({
    userId,
    previousEmail: 'maya@example.com',
    email: 'new@example.com',
    verified: false,
  });

  it('has no link to resend, and asks for none for a change', () => {
    const resend = {
      type: 'RequestEmailVerification',
      userId,
      ...link,
      verificationRequired: false,
    } as const;
    given(userDecider, [unverified]).when(resend).thenFails('ACCOUNTS.EMAIL_OFF');
    given(userDecider, [registered]).when(resend).thenFails('ACCOUNTS.ALREADY_VERIFIED');
    given(userDecider, [registered])
      .when({ ...resend, email: 'new@example.com' })
      .thenFails('ACCOUNTS.EMAIL_OFF');
  });

  it('changes the email at once, unverified, voiding a change link still out there', () => {
    const change = { type: 'ChangeEmailUnverified', userId, email: 'new@example.com' } as const;
    given(userDecider, [registered]).when(change).then([changedAtOnce]);
    given(userDecider, [registered, changeLink])
      .when(change)
      .then([changedAtOnce, verificationVoided('superseded')]);
    given(userDecider, [registered])
      .when({ ...change, email: 'maya@example.com' })
      .thenFails('ACCOUNTS.SAME_EMAIL');
    // Unverified from then on: with email on, creating waits for the new address's link.
    given(userDecider, [registered, changedAtOnce])
      .when({ type: 'RequestEmailVerification', userId, ...link2 })
      .then([EmailVerificationRequested({ userId, ...link2, email: 'new@example.com' })]);
  });
});

describe('user decider: a link that stops working voids its email', () => {
  it('voids the outstanding reset link when a newer one is asked for, or the password changes', () => {
    given(userDecider, [registered, resetRequested])
      .when({ type: 'RequestPasswordReset', userId, ...link2 })
      .then([PasswordResetRequested({ userId, ...link2 }), resetVoided('superseded')]);
    given(userDecider, [registered, resetRequested])
      .when({ type: 'ChangePassword', userId, passwordHash: 'n', currentPasswordMatches: true })
      .then([PasswordChanged({ userId, passwordHash: 'n' }), resetVoided('password-changed')]);
  });

  it('voids nothing when there is no outstanding link, or when the command is refused', () => {
    given(userDecider, [registered, resetRequested, resetVoided('used')])
      .when({ type: 'SignOutEverywhere', userId })
      .then([SignedOutEverywhere({ userId })]);
    given(userDecider, [
      registered,
      resetRequested,
      PasswordReset({ userId, requestId: 'r1', passwordHash: 'new' }),
      resetVoided('used'),
    ])
      .when({ type: 'RequestPasswordReset', userId, ...link2 })
      .then([PasswordResetRequested({ userId, ...link2 })]);
    given(userDecider, [registered, resetRequested])
      .when({ type: 'ChangePassword', userId, passwordHash: 'n', currentPasswordMatches: false })
      .thenFails('ACCOUNTS.WRONG_PASSWORD');
  });

  it('voids the verification link an email change replaces', () => {
    const changeLink = EmailVerificationRequested({ userId, ...link, email: 'new@example.com' });
    given(userDecider, [registered, changeLink])
      .when({ type: 'RequestEmailVerification', userId, ...link2, email: 'other@example.com' })
      .then([
        EmailVerificationRequested({ userId, ...link2, email: 'other@example.com' }),
        verificationVoided('superseded'),
      ]);
  });
});
