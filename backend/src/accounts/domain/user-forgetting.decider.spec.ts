import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import { userDecider } from './user.decider.js';
import { UserRegistered } from '../../contracts/events/user.events.js';
import { AccountDeleted, MemberForgotten } from '../../contracts/events/forget.events.js';

const registered = UserRegistered({
  userId: 'u1',
  username: 'maya',
  email: 'maya@example.com',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
  firstName: 'Maya',
  lastName: 'Lopez',
  city: 'Austin',
  state: 'TX',
  isTrainer: false,
});
const deleteAccount = { type: 'DeleteAccount', userId: 'u1', ownedGroups: [] } as const;

describe('user decider: deleting and forgetting an account', () => {
  it('deletes an account that owns no group', () => {
    given(userDecider, [registered])
      .when(deleteAccount)
      .then([AccountDeleted({ userId: 'u1' })]);
  });

  it('refuses while the member owns groups, naming them', () => {
    given(userDecider, [registered])
      .when({
        ...deleteAccount,
        ownedGroups: [
          { id: 'g1', name: 'Tacoma Small Dogs' },
          { id: 'g2', name: 'Ruston Way Walkers' },
        ],
      })
      .thenFails('ACCOUNTS.OWNS_GROUPS');
  });

  it('cannot delete an account twice, nor change a deleted one', () => {
    const deleted = [registered, AccountDeleted({ userId: 'u1' })];
    given(userDecider, deleted).when(deleteAccount).thenFails('ACCOUNTS.USER_NOT_FOUND');
    given(userDecider, deleted)
      .when({ type: 'UpdateProfile', userId: 'u1', changes: { bio: 'back' } })
      .thenFails('ACCOUNTS.USER_NOT_FOUND');
  });

  it('records an administrator forgetting a member, again for a deleted one', () => {
    const forgotten = MemberForgotten({ userId: 'u1', forgottenBy: 'admin' });
    given(userDecider, [registered])
      .when({ type: 'ForgetMember', userId: 'u1', forgottenBy: 'admin' })
      .then([forgotten]);
    given(userDecider, [registered, AccountDeleted({ userId: 'u1' })])
      .when({ type: 'ForgetMember', userId: 'u1', forgottenBy: 'admin' })
      .then([forgotten]);
  });

  it('has nobody to forget before registration', () => {
    given(userDecider)
      .when({ type: 'ForgetMember', userId: 'u1', forgottenBy: 'admin' })
      .thenFails('ACCOUNTS.USER_NOT_FOUND');
  });
});
