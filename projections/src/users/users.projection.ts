import { forgottenProfile } from '@packmeet/backend/contracts/personal-data';
import { removeAll, whenForgotten } from '../forgetting.js';
import { defineProjection, update, upsert } from '../projection.js';
import { USERS, USER_CREDENTIALS } from '@packmeet/backend/contracts/read-models';

/** Profiles for the profile screen and display names, and credentials for logging in. */
export const usersProjection = defineProjection({
  name: 'users',
  version: 1,
  collections: [USERS, USER_CREDENTIALS],
  indexes: [{ collection: USERS, spec: { keys: { username: 1 } } }],
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
        },
      }),
      upsert(USER_CREDENTIALS, data.email, {
        $set: { userId: data.userId, passwordHash: data.passwordHash },
      }),
    ],

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
