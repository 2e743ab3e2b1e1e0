import { conflict, forbidden, invalid } from '../../shared/errors.js';
import { verifyEmailFirst } from '../../contracts/accounts.js';
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
  type UserEvent,
} from '../../contracts/events/user.events.js';

/** A link sent by email that has not been used yet. */
export interface PendingLink {
  requestId: string;
  tokenHash: string;
  expiresAt: string;
}

/** What the user stream knows about signing in and the account's email. */
export interface AccountState {
  email: string;
  emailVerified: boolean;
  passwordHash: string;
  /** Bumped by every password change or reset and by "sign out of all devices"; tokens carry it. */
  tokenVersion: number;
  pendingReset: PendingLink | null;
  /** The latest verification link, for the account's own address or the new one of a change. */
  pendingVerification: (PendingLink & { email: string }) | null;
}

type Link = { userId: string } & PendingLink;

export type AccountCommand =
  /** `requestedBy: 'operator'`: for an operator to hand over, not mailed. */
  | ({ type: 'RequestPasswordReset'; requestedBy?: 'operator' } & Link)
  | { type: 'ResetPassword'; userId: string; tokenHash: string; passwordHash: string; now: Date }
  | {
      type: 'ChangePassword';
      userId: string;
      /** The handler checked the current password against the stored hash. */
      currentPasswordMatches: boolean;
      passwordHash: string;
    }
  | { type: 'SignOutEverywhere'; userId: string }
  | { type: 'ResetCalendarFeed'; userId: string }
  /**
   * `email` absent: verify the account's own address (a resend); present: change to it.
   * `verificationRequired` false (email off): no link can be sent, so none is asked for.
   */
  | ({ type: 'RequestEmailVerification'; email?: string; verificationRequired?: boolean } & Link)
  /** Email off: the address changes at once, unverified (the handler checked the password). */
  | { type: 'ChangeEmailUnverified'; userId: string; email: string }
  | { type: 'VerifyEmail'; userId: string; tokenHash: string; now: Date };

/**
 * Creating groups and scheduling meetups wait for a verified email; the
 * deciders of groups, meetups and series refuse with this.
 */
export const emailNotVerified = (what: string) =>
  forbidden('ACCOUNTS.EMAIL_NOT_VERIFIED', verifyEmailFirst(what));

/**
 * What the deciders of groups, meetups and series know of the person who
 * creates: whether their address is verified, and whether this server
 * verifies addresses at all. Only a server that sends email can send the
 * link, so with email off nobody is asked to (docs/adr/029-email-off-means-no-verification.md).
 */
export interface CreatorEmail {
  verified: boolean;
  verificationRequired: boolean;
}

/** The rule those deciders share: refuses an unverified creator where addresses are verified. */
export function requireVerifiedEmail(creator: CreatorEmail | undefined, what: string): void {
  if (creator?.verificationRequired && !creator.verified) throw emailNotVerified(what);
}

export const resetLinkInvalid = () =>
  invalid(
    'ACCOUNTS.RESET_LINK_INVALID',
    'This reset link is invalid, used or expired. Please ask for a new one.',
  );
export const verificationLinkInvalid = () =>
  invalid(
    'ACCOUNTS.VERIFICATION_LINK_INVALID',
    'This verification link is invalid, used or expired. Please ask for a new one.',
  );

const sameEmail = () =>
  invalid('ACCOUNTS.SAME_EMAIL', 'That is already the email of your account.');
/** With email off, no verification link can be sent. */
const emailOff = () =>
  conflict(
    'ACCOUNTS.EMAIL_OFF',
    'This server sends no email, so addresses are not verified: there is no link to send.',
  );

const usable = (link: PendingLink | null, tokenHash: string, now: Date): link is PendingLink =>
  link !== null && link.tokenHash === tokenHash && Date.parse(link.expiresAt) > now.getTime();

type VoidedLink = ReturnType<typeof AccountLinkVoided>['data'];

/** The outstanding link of a kind, voided for `reason`: its queued email is cancelled. */
const voided = (
  userId: string,
  kind: VoidedLink['kind'],
  link: PendingLink | null,
  reason: VoidedLink['reason'],
): UserEvent[] =>
  link === null ? [] : [AccountLinkVoided({ userId, requestId: link.requestId, kind, reason })];

/** Every rule about credentials and the account's email. */
export function decideAccount(command: AccountCommand, state: AccountState): UserEvent[] {
  const events = decideCredentials(command, state);
  return events.length === 0 ? events : [...events, ...linksEnded(command, state)];
}

/** The links a decided command ends, besides what it does: a link's email is sent only while it works. */
function linksEnded(command: AccountCommand, state: AccountState): UserEvent[] {
  const { userId } = command;
  switch (command.type) {
    case 'RequestPasswordReset':
      return voided(userId, 'password-reset', state.pendingReset, 'superseded');
    case 'ResetPassword':
      return voided(userId, 'password-reset', state.pendingReset, 'used');
    case 'ChangePassword':
      return voided(userId, 'password-reset', state.pendingReset, 'password-changed');
    case 'RequestEmailVerification':
    case 'ChangeEmailUnverified':
      return voided(userId, 'verify-email', state.pendingVerification, 'superseded');
    case 'VerifyEmail':
      return voided(userId, 'verify-email', state.pendingVerification, 'used');
    case 'SignOutEverywhere':
    case 'ResetCalendarFeed':
      return [];
  }
}

function decideCredentials(command: AccountCommand, state: AccountState): UserEvent[] {
  const { userId } = command;
  switch (command.type) {
    case 'RequestPasswordReset': {
      const { type: _type, ...link } = command;
      return [PasswordResetRequested(link)];
    }
    case 'ResetPassword': {
      if (!usable(state.pendingReset, command.tokenHash, command.now)) throw resetLinkInvalid();
      const { requestId } = state.pendingReset;
      return [PasswordReset({ userId, requestId, passwordHash: command.passwordHash })];
    }
    case 'ChangePassword':
      if (!command.currentPasswordMatches)
        throw invalid('ACCOUNTS.WRONG_PASSWORD', 'Your current password is not correct.');
      return [PasswordChanged({ userId, passwordHash: command.passwordHash })];
    case 'SignOutEverywhere':
      return [SignedOutEverywhere({ userId })];
    case 'ResetCalendarFeed':
      return [CalendarFeedReset({ userId })];
    case 'RequestEmailVerification': {
      const { type: _type, email: newEmail, verificationRequired = true, ...link } = command;
      if (newEmail === undefined) {
        if (state.emailVerified)
          throw conflict('ACCOUNTS.ALREADY_VERIFIED', 'Your email is already verified.');
        if (!verificationRequired) throw emailOff();
        // A pending change is the address to verify: verifying it also verifies the account.
        const email = state.pendingVerification?.email ?? state.email;
        return [EmailVerificationRequested({ ...link, email })];
      }
      if (newEmail === state.email) throw sameEmail();
      // The handler changes the address at once instead (ChangeEmailUnverified).
      if (!verificationRequired) throw emailOff();
      return [EmailVerificationRequested({ ...link, email: newEmail })];
    }
    case 'ChangeEmailUnverified':
      if (command.email === state.email) throw sameEmail();
      return [
        EmailChanged({ userId, previousEmail: state.email, email: command.email, verified: false }),
      ];
    case 'VerifyEmail': {
      const pending = state.pendingVerification;
      if (!usable(pending, command.tokenHash, command.now)) throw verificationLinkInvalid();
      if (pending.email === state.email) return [EmailVerified({ userId, email: state.email })];
      return [EmailChanged({ userId, previousEmail: state.email, email: pending.email })];
    }
  }
}

/** Folds the account events into the account part of the user's state. */
export function evolveAccount(state: AccountState, event: UserEvent): AccountState {
  switch (event.type) {
    case 'PasswordResetRequested': {
      const { requestId, tokenHash, expiresAt } = event.data;
      return { ...state, pendingReset: { requestId, tokenHash, expiresAt } };
    }
    case 'PasswordReset':
    case 'PasswordChanged':
      // A new password also voids any reset link still out there.
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        tokenVersion: state.tokenVersion + 1,
        pendingReset: null,
      };
    case 'SignedOutEverywhere':
      return { ...state, tokenVersion: state.tokenVersion + 1 };
    case 'EmailVerificationRequested': {
      const { requestId, tokenHash, expiresAt, email } = event.data;
      return { ...state, pendingVerification: { requestId, tokenHash, expiresAt, email } };
    }
    case 'EmailVerified':
      return { ...state, emailVerified: true, pendingVerification: null };
    case 'EmailChanged':
      return {
        ...state,
        email: event.data.email,
        emailVerified: event.data.verified ?? true,
        pendingVerification: null,
      };
    default:
      return state;
  }
}
