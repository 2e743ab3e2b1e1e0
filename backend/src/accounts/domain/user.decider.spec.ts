import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import { userDecider } from './user.decider.js';
import {
  AdminGranted,
  UserProfileUpdated,
  UserRegistered,
} from '../../contracts/events/user.events.js';

const registration = {
  userId: 'u1',
  username: 'maya',
  email: 'maya@example.com',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
  firstName: 'Maya',
  lastName: 'Lopez',
  city: 'Austin',
  state: 'TX',
  isTrainer: false,
};
const registered = UserRegistered(registration);

describe('user decider', () => {
  it('registers a new user', () => {
    given(userDecider).when({ type: 'Register', registration }).then([registered]);
  });

  it('refuses to register the same user twice', () => {
    given(userDecider, [registered])
      .when({ type: 'Register', registration })
      .thenFails('ACCOUNTS.ALREADY_REGISTERED');
  });

  it('records only the profile fields that change', () => {
    given(userDecider, [registered])
      .when({
        type: 'UpdateProfile',
        userId: 'u1',
        changes: { firstName: 'Maya', city: 'Dallas', isTrainer: true, trainerBio: 'CPDT-KA' },
      })
      .then([
        UserProfileUpdated({
          userId: 'u1',
          changes: { city: 'Dallas', isTrainer: true, trainerBio: 'CPDT-KA' },
        }),
      ]);
  });

  it('decides nothing when a profile save changes nothing', () => {
    given(userDecider, [registered, UserProfileUpdated({ userId: 'u1', changes: { bio: 'Hi' } })])
      .when({ type: 'UpdateProfile', userId: 'u1', changes: { bio: 'Hi', lastName: 'Lopez' } })
      .then([]);
  });

  it('cannot update the profile of a user that does not exist', () => {
    given(userDecider)
      .when({ type: 'UpdateProfile', userId: 'u1', changes: { bio: 'Hi' } })
      .thenFails('ACCOUNTS.USER_NOT_FOUND');
  });

  it('grants admin once', () => {
    given(userDecider, [registered])
      .when({ type: 'GrantAdmin', userId: 'u1', grantedBy: 'cli' })
      .then([AdminGranted({ userId: 'u1', grantedBy: 'cli' })]);
    given(userDecider, [registered, AdminGranted({ userId: 'u1', grantedBy: 'cli' })])
      .when({ type: 'GrantAdmin', userId: 'u1', grantedBy: 'cli' })
      .then([]);
  });
});
