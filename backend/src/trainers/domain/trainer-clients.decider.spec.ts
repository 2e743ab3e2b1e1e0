import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import {
  ClientInvited,
  ClientRecordAdded,
  ClientRecordChanged,
  ClientRecordLinked,
  ClientRecordRemoved,
} from '../../contracts/events/trainer-client.events.js';
import { MAX_CLIENTS } from '../../contracts/trainers.js';
import { trainerClientsDecider } from './trainer-clients.decider.js';

const now = new Date('2026-11-22T12:00:00Z');
const fields = { name: 'Sam Park', dogName: 'Miso', email: 'sam@example.com', notes: null };
const added = (clientId = 'c1') => ClientRecordAdded({ trainerId: 't', clientId, ...fields });
const invited = (code = 'code-1', expiresAt = '2026-12-22T12:00:00.000Z') =>
  ClientInvited({
    trainerId: 't',
    clientId: 'c1',
    code,
    email: 'sam@example.com',
    trainerName: 'Coach Kim',
    expiresAt,
  });
const invite = {
  type: 'InviteClient',
  trainerId: 't',
  clientId: 'c1',
  code: 'code-1',
  email: 'sam@example.com',
  trainerName: 'Coach Kim',
  callerIsTrainer: true,
  now,
} as const;
const accept = (overrides: Partial<{ code: string; userId: string; now: Date }> = {}) =>
  ({
    type: 'AcceptClientInvite',
    trainerId: 't',
    clientId: 'c1',
    code: 'code-1',
    userId: 'u1',
    now,
    ...overrides,
  }) as const;

describe('trainer clients decider', () => {
  it('adds a record for a trainer only, up to the limit', () => {
    given(trainerClientsDecider)
      .when({ type: 'AddClient', trainerId: 't', clientId: 'c1', fields, callerIsTrainer: true })
      .then([added()]);
    given(trainerClientsDecider)
      .when({ type: 'AddClient', trainerId: 't', clientId: 'c1', fields, callerIsTrainer: false })
      .thenFails('CLIENTS.TRAINERS_ONLY');
    const full = Array.from({ length: MAX_CLIENTS }, (_, i) => added(`k${i}`));
    given(trainerClientsDecider, full)
      .when({ type: 'AddClient', trainerId: 't', clientId: 'c1', fields, callerIsTrainer: true })
      .thenFails('CLIENTS.TOO_MANY');
  });

  it('records only what changed, and refuses unknown records', () => {
    given(trainerClientsDecider, [added()])
      .when({
        type: 'ChangeClient',
        trainerId: 't',
        clientId: 'c1',
        changes: { name: 'Sam Park', notes: 'Shy' },
        callerIsTrainer: true,
      })
      .then([ClientRecordChanged({ trainerId: 't', clientId: 'c1', changes: { notes: 'Shy' } })]);
    given(trainerClientsDecider, [added(), ClientRecordRemoved({ trainerId: 't', clientId: 'c1' })])
      .when({ type: 'RemoveClient', trainerId: 't', clientId: 'c1', callerIsTrainer: true })
      .thenFails('CLIENTS.NOT_FOUND');
  });

  it('keeps records for trainers only: someone no longer a trainer changes and removes none', () => {
    const changes = { notes: 'Shy' };
    given(trainerClientsDecider, [added()])
      .when({
        type: 'ChangeClient',
        trainerId: 't',
        clientId: 'c1',
        changes,
        callerIsTrainer: false,
      })
      .thenFails('CLIENTS.TRAINERS_ONLY');
    given(trainerClientsDecider, [added()])
      .when({ type: 'RemoveClient', trainerId: 't', clientId: 'c1', callerIsTrainer: false })
      .thenFails('CLIENTS.TRAINERS_ONLY');
  });

  it('invites for 30 days, and not once the record is linked', () => {
    given(trainerClientsDecider, [added()]).when(invite).then([invited()]);
    given(trainerClientsDecider, [
      added(),
      invited(),
      ClientRecordLinked({ trainerId: 't', clientId: 'c1', userId: 'u1', code: 'code-1' }),
    ])
      .when({ ...invite, code: 'code-2' })
      .thenFails('CLIENTS.ALREADY_LINKED');
  });

  it('links the record to the account that accepts the current invite, once', () => {
    const linked = ClientRecordLinked({
      trainerId: 't',
      clientId: 'c1',
      userId: 'u1',
      code: 'code-1',
    });
    given(trainerClientsDecider, [added(), invited()]).when(accept()).then([linked]);
    given(trainerClientsDecider, [added(), invited(), linked])
      .when(accept({ userId: 'u2' }))
      .thenFails('CLIENTS.INVITE_NOT_FOUND');
  });

  it('refuses a replaced, wrong or expired code, the trainer, and an account linked already', () => {
    given(trainerClientsDecider, [added(), invited(), invited('code-2')])
      .when(accept())
      .thenFails('CLIENTS.INVITE_NOT_FOUND');
    given(trainerClientsDecider, [added(), invited()])
      .when(accept({ code: 'guess' }))
      .thenFails('CLIENTS.INVITE_NOT_FOUND');
    given(trainerClientsDecider, [added(), invited('code-1', '2026-11-22T11:00:00.000Z')])
      .when(accept())
      .thenFails('CLIENTS.INVITE_EXPIRED');
    given(trainerClientsDecider, [added(), invited()])
      .when(accept({ userId: 't' }))
      .thenFails('CLIENTS.OWN_INVITE');
    given(trainerClientsDecider, [
      added('c0'),
      ClientRecordLinked({ trainerId: 't', clientId: 'c0', userId: 'u1', code: 'old' }),
      added(),
      invited(),
    ])
      .when(accept())
      .thenFails('CLIENTS.ALREADY_LINKED');
  });
});
