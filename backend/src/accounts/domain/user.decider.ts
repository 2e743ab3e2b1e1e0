import type { Decider } from '../../shared/decider.js';
import { conflict, notFound } from '../../shared/errors.js';
import {
  AdminGranted,
  EmailVerificationRequested,
  UserProfileUpdated,
  UserRegistered,
  type ProfileChanges,
  type UserEvent,
} from '../../contracts/events/user.events.js';
import {
  decideAccount,
  evolveAccount,
  type AccountCommand,
  type AccountState,
  type CreatorEmail,
  type PendingLink,
} from './user-account.decider.js';
import {
  AccountDeleted,
  MemberForgotten,
  type ForgetEvent,
} from '../../contracts/events/forget.events.js';

export type Profile = Required<ProfileChanges>;

export type UserState =
  | { status: 'unregistered' }
  | {
      status: 'registered';
      userId: string;
      profile: Profile;
      isAdmin: boolean;
      account: AccountState;
    }
  /** Deleted or forgotten: no command applies to the account again. */
  | { status: 'forgotten'; userId: string };

/** A group the member runs, named in the refusal to delete their account. */
export interface OwnedGroup {
  id: string;
  name: string;
}

export type UserCommand =
  | {
      type: 'Register';
      registration: UserRegistered['data'];
      /** The link that verifies the new account's email. */
      verification?: PendingLink;
    }
  | AccountCommand
  | { type: 'UpdateProfile'; userId: string; changes: ProfileChanges }
  | { type: 'GrantAdmin'; userId: string; grantedBy: string }
  /** `ownedGroups`: the groups they own now, gathered by the caller (they must hand each over first). */
  | { type: 'DeleteAccount'; userId: string; ownedGroups: readonly OwnedGroup[] }
  | { type: 'ForgetMember'; userId: string; forgottenBy: string };

const userNotFound = () => notFound('ACCOUNTS.USER_NOT_FOUND', 'User not found');

export const userStream = (userId: string) => `user-${userId}`;

/**
 * The fact the group, meetup and series deciders need before creating
 * anything: unverified only for an account known to be (a caller always
 * exists; the guard saw them in the read model). `verificationRequired`
 * comes from the server's configuration: email on.
 */
export const creatorEmailOf = (state: UserState, verificationRequired: boolean): CreatorEmail => ({
  verified: state.status !== 'registered' || state.account.emailVerified,
  verificationRequired,
});

export const userDecider: Decider<UserState, UserCommand, UserEvent | ForgetEvent> = {
  initialState: () => ({ status: 'unregistered' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered': {
        const {
          userId,
          firstName,
          lastName,
          city,
          state: usState,
          isTrainer,
          latitude,
          longitude,
          email,
          passwordHash,
          emailVerified,
        } = event.data;
        return {
          status: 'registered',
          userId,
          isAdmin: false,
          profile: {
            firstName,
            lastName,
            city,
            state: usState,
            latitude: latitude ?? null,
            longitude: longitude ?? null,
            isTrainer,
            bio: null,
            trainerBio: null,
            profilePicture: null,
          },
          account: {
            email,
            // Accounts from before verification existed have no flag: they count as verified.
            emailVerified: emailVerified ?? true,
            passwordHash,
            tokenVersion: 0,
            pendingReset: null,
            pendingVerification: null,
          },
        };
      }
      case 'UserProfileUpdated':
        if (state.status !== 'registered') return state;
        return { ...state, profile: { ...state.profile, ...event.data.changes } };
      case 'AdminGranted':
        if (state.status !== 'registered') return state;
        return { ...state, isAdmin: true };
      case 'AccountDeleted':
      case 'MemberForgotten':
        return { status: 'forgotten', userId: event.data.userId };
      default:
        if (state.status !== 'registered') return state;
        return { ...state, account: evolveAccount(state.account, event) };
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'Register':
        if (state.status === 'registered') {
          throw conflict('ACCOUNTS.ALREADY_REGISTERED', 'This account is already registered');
        }
        if (!command.verification) return [UserRegistered(command.registration)];
        return [
          UserRegistered({ ...command.registration, emailVerified: false }),
          EmailVerificationRequested({
            userId: command.registration.userId,
            email: command.registration.email,
            ...command.verification,
          }),
        ];

      case 'UpdateProfile': {
        if (state.status !== 'registered') throw userNotFound();
        // Record only what really changes, so the history reads as what the user did.
        const changes = Object.fromEntries(
          Object.entries(command.changes).filter(
            ([field, value]) =>
              value !== undefined && state.profile[field as keyof Profile] !== value,
          ),
        ) as ProfileChanges;
        if (Object.keys(changes).length === 0) return [];
        return [UserProfileUpdated({ userId: command.userId, changes })];
      }

      case 'GrantAdmin':
        if (state.status !== 'registered') throw userNotFound();
        if (state.isAdmin) return [];
        return [AdminGranted({ userId: command.userId, grantedBy: command.grantedBy })];

      case 'DeleteAccount': {
        if (state.status !== 'registered') throw userNotFound();
        const names = command.ownedGroups.map((group) => group.name);
        if (names.length > 0) {
          throw conflict(
            'ACCOUNTS.OWNS_GROUPS',
            `Hand over ${names.length === 1 ? 'the group you own' : 'each group you own'} to another organizer before deleting your account: ${names.join(', ')}.`,
          );
        }
        return [AccountDeleted({ userId: command.userId })];
      }

      case 'ForgetMember':
        // Recorded again for an account already deleted: that re-destroys its key wherever a
        // restored key store brought it back, and redacts its clear-text events once more.
        if (state.status === 'unregistered') throw userNotFound();
        return [MemberForgotten({ userId: command.userId, forgottenBy: command.forgottenBy })];

      default:
        if (state.status !== 'registered') throw userNotFound();
        return decideAccount(command, state.account);
    }
  },
};
