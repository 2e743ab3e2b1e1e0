import { forgottenProfile } from '@packmeet/backend/contracts/personal-data';
import { removeAll, whenForgotten } from '../forgetting.js';
import { defineProjection, remove, update, upsert } from '../projection.js';
import {
  USERS,
  USER_CREDENTIALS,
  type CredentialsDocument,
} from '@packmeet/backend/contracts/read-models';

/**
 * A new password or "sign out of all devices": tokens of the older version
 * stop working, and so does the calendar feed URL given out before.
 */
const bumpTokenVersion = (userId: string, occurredAt: string, passwordHash?: string) => [
  update(
    USERS,
    { _id: userId },
    { $inc: { tokenVersion: 1, calendarFeedVersion: 1 }, $set: { updatedAt: occurredAt } },
  ),
  update(
    USER_CREDENTIALS,
    { userId },
    { $inc: { tokenVersion: 1 }, ...(passwordHash ? { $set: { passwordHash } } : {}) },
  ),
];

const bumpCalendarFeedVersion = (userId: string, occurredAt: string) =>
  update(
    USERS,
    { _id: userId },
    { $inc: { calendarFeedVersion: 1 }, $set: { updatedAt: occurredAt } },
  );

/** Profiles for the profile screen and display names, and credentials for logging in. */
export const usersProjection = defineProjection({
  name: 'users',
  version: 3,
  collections: [USERS, USER_CREDENTIALS],
  indexes: [
    { collection: USERS, spec: { keys: { username: 1 } } },
    { collection: USER_CREDENTIALS, spec: { keys: { userId: 1 } } },
  ],
  handlers: {
    UserRegistered: ({ data, metadata }) => [
      upsert(USERS, data.userId, {
        $set: {
          username: data.username,
          email: data.email,
          firstName: data.firstName,
          lastName: data.lastName,
          city: data.city,
          state: data.state,
          latitude: data.latitude ?? null,
          longitude: data.longitude ?? null,
          isTrainer: data.isTrainer,
          bio: null,
          trainerBio: null,
          isAdmin: false,
          profilePicture: null,
          createdAt: metadata.occurredAt,
          updatedAt: metadata.occurredAt,
          emailVerified: data.emailVerified ?? true,
          pendingEmail: null,
          tokenVersion: 0,
          calendarFeedVersion: 0,
        },
      }),
      upsert(USER_CREDENTIALS, data.email, {
        $set: { userId: data.userId, passwordHash: data.passwordHash, tokenVersion: 0 },
      }),
    ],

    PasswordReset: ({ data, metadata }) =>
      bumpTokenVersion(data.userId, metadata.occurredAt, data.passwordHash),
    PasswordChanged: ({ data, metadata }) =>
      bumpTokenVersion(data.userId, metadata.occurredAt, data.passwordHash),
    SignedOutEverywhere: ({ data, metadata }) => bumpTokenVersion(data.userId, metadata.occurredAt),
    CalendarFeedReset: ({ data, metadata }) => [
      bumpCalendarFeedVersion(data.userId, metadata.occurredAt),
    ],
    // A suspension ends the feed URL for good: after reinstatement the member asks for a new one.
    MemberSuspended: ({ data, metadata }) => [
      bumpCalendarFeedVersion(data.userId, metadata.occurredAt),
    ],

    EmailVerificationRequested: ({ data }) => [
      update(USERS, { _id: data.userId }, { $set: { pendingEmail: data.email } }),
    ],
    EmailVerified: ({ data, metadata }) => [
      update(
        USERS,
        { _id: data.userId },
        { $set: { emailVerified: true, pendingEmail: null, updatedAt: metadata.occurredAt } },
      ),
    ],
    // Signing in goes by email: the credentials move to the new address.
    EmailChanged: async ({ data, metadata }, view) => {
      const old = await view.findOne<CredentialsDocument>(USER_CREDENTIALS, {
        _id: data.previousEmail,
      });
      return [
        update(
          USERS,
          { _id: data.userId },
          {
            $set: {
              email: data.email,
              // Changed at once with email off: not verified.
              emailVerified: data.verified ?? true,
              pendingEmail: null,
              updatedAt: metadata.occurredAt,
            },
          },
        ),
        remove(USER_CREDENTIALS, { _id: data.previousEmail }),
        ...(old
          ? [
              upsert(USER_CREDENTIALS, data.email, {
                $set: {
                  userId: data.userId,
                  passwordHash: old.passwordHash,
                  tokenVersion: old.tokenVersion,
                },
              }),
            ]
          : []),
      ];
    },

    UserProfileUpdated: ({ data, metadata }) => [
      update(
        USERS,
        { _id: data.userId },
        { $set: { ...data.changes, updatedAt: metadata.occurredAt } },
      ),
    ],

    ...whenForgotten((userId, { metadata }) => [
      update(
        USERS,
        { _id: userId },
        {
          $set: {
            ...forgottenProfile(userId),
            forgottenAt: metadata.occurredAt,
            updatedAt: metadata.occurredAt,
          },
        },
      ),
      removeAll(USER_CREDENTIALS, { userId }),
    ]),

    AdminGranted: ({ data, metadata }) => [
      update(
        USERS,
        { _id: data.userId },
        { $set: { isAdmin: true, updatedAt: metadata.occurredAt } },
      ),
    ],
  },
});
