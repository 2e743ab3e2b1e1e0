import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import { reservationDecider } from './reservation.decider.js';
import {
  EmailReservationReleased,
  EmailReserved,
  UsernameReserved,
} from '../../contracts/events/user.events.js';

const email = reservationDecider('email');
const value = 'maya@example.com';
const abandoned = (userId: string) => ({ userId, why: 'abandoned sign-up' as const });
const deleted = (userId: string) => ({ userId, why: 'account deleted' as const });

describe('reservation decider', () => {
  it('reserves a free value', () => {
    given(email)
      .when({ type: 'Reserve', value, userId: 'u1' })
      .then([EmailReserved({ value, userId: 'u1' })]);
  });

  it('refuses a value held by someone else', () => {
    given(email, [EmailReserved({ value, userId: 'u1' })])
      .when({ type: 'Reserve', value, userId: 'u2' })
      .thenFails('ACCOUNTS.EMAIL_TAKEN');
    given(reservationDecider('username'), [UsernameReserved({ value: 'maya', userId: 'u1' })])
      .when({ type: 'Reserve', value: 'maya', userId: 'u2' })
      .thenFails('ACCOUNTS.USERNAME_TAKEN');
  });

  it('is a no-op for the holder itself (a retried sign-up)', () => {
    given(email, [EmailReserved({ value, userId: 'u1' })])
      .when({ type: 'Reserve', value, userId: 'u1' })
      .then([]);
  });

  it('takes over only the abandoned holder it was told about', () => {
    given(email, [EmailReserved({ value, userId: 'u1' })])
      .when({ type: 'Reserve', value, userId: 'u2', holderGone: abandoned('u1') })
      .then([
        EmailReservationReleased({ value, userId: 'u1', reason: 'abandoned sign-up' }),
        EmailReserved({ value, userId: 'u2' }),
      ]);
    given(email, [EmailReserved({ value, userId: 'u3' })])
      .when({ type: 'Reserve', value, userId: 'u2', holderGone: abandoned('u1') })
      .thenFails('ACCOUNTS.EMAIL_TAKEN');
  });

  it("frees a deleted member's email for a new sign-up at once", () => {
    given(email, [EmailReserved({ value, userId: 'u1' })])
      .when({ type: 'Reserve', value, userId: 'u2', holderGone: deleted('u1') })
      .then([
        EmailReservationReleased({ value, userId: 'u1', reason: 'account deleted' }),
        EmailReserved({ value, userId: 'u2' }),
      ]);
  });

  it("keeps a deleted member's username theirs, so no one can pass for them", () => {
    given(reservationDecider('username'), [UsernameReserved({ value: 'maya', userId: 'u1' })])
      .when({ type: 'Reserve', value: 'maya', userId: 'u2', holderGone: deleted('u1') })
      .thenFails('ACCOUNTS.USERNAME_TAKEN');
  });

  it('releases only for the holder, and frees the value', () => {
    const held = [EmailReserved({ value, userId: 'u1' })];
    given(email, held)
      .when({ type: 'Release', value, userId: 'u2', reason: 'username taken' })
      .then([]);
    given(email, [
      ...held,
      EmailReservationReleased({ value, userId: 'u1', reason: 'username taken' }),
    ])
      .when({ type: 'Reserve', value, userId: 'u2' })
      .then([EmailReserved({ value, userId: 'u2' })]);
  });
});
