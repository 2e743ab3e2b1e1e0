import { describe, expect, it } from 'vitest';
import { fold } from '../../shared/decider.js';
import type { DomainError } from '../../shared/errors.js';
import { NO_ENTRY_RULES } from '../../contracts/entry-rules.js';
import {
  CoOrganizerAppointed,
  GroupCreated,
  GroupDetailsChanged,
  GroupJoinApproved,
  GroupJoinDeclined,
  GroupJoined,
  GroupJoinRequested,
  GroupJoinRequestWithdrawn,
  GroupKindChanged,
  GroupLeft,
  GroupMemberRemoved,
  GroupOwnershipTransferred,
  InviteLinkCreated,
  InviteLinkRevoked,
} from '../../contracts/events.js';
import { given } from '../../shared/testing/given-when-then.js';
import type { DogFacts } from './entry-rules.js';
import { groupDecider } from './group.decider.js';

const now = new Date('2027-01-10T12:00:00Z');
const group = (kind: 'public' | 'private' | 'invite-only') =>
  GroupCreated({
    groupId: 'g1',
    creatorId: 'owner',
    name: 'Reactive Rovers',
    description: 'Space for dogs who need it.',
    city: 'Seattle',
    state: 'WA',
    latitude: null,
    longitude: null,
    isPrivate: kind !== 'public',
    kind,
    rules: {
      ...NO_ENTRY_RULES,
      requiredVaccinations: ['rabies'],
      houseRules: 'Leashes on arrival.',
    },
  });
const biscuit: DogFacts = {
  dogId: 'd1',
  name: 'Biscuit',
  age: 'adult',
  trainingLevel: 'basic',
  trainingWarnings: [],
  vaccinations: [{ vaccine: 'rabies', expiresOn: '2027-06-01' }],
};
const HOUR = 3600_000;
/** Three requests or withdrawals a day; organizers told at most once a day. */
const limits = { perGroup: { max: 3, windowMs: 24 * HOUR }, noticeWindowMs: 24 * HOUR };
const request = (changes: object = {}) => ({
  type: 'RequestToJoin' as const,
  groupId: 'g1',
  userId: 'u2',
  message: 'Hi!',
  dogs: [biscuit],
  dogIds: ['d1'],
  ownDogs: [biscuit],
  inviteCode: null,
  houseRulesAccepted: true,
  now,
  limits,
  ...changes,
});
const requested = GroupJoinRequested({
  groupId: 'g1',
  userId: 'u2',
  message: 'Hi!',
  dogIds: ['d1'],
  inviteId: null,
  houseRulesAccepted: true,
  requestedAt: now.toISOString(),
  notifyOrganizers: true,
});
const decide = (by: string, approve: boolean, dogs = [biscuit]) => ({
  type: 'DecideJoinRequest' as const,
  groupId: 'g1',
  userId: 'u2',
  by,
  approve,
  message: null,
  dogs,
  now,
});
const member = (userId: string) => GroupJoined({ groupId: 'g1', userId, role: 'member' });
const coOrganizer = (userId: string) =>
  CoOrganizerAppointed({ groupId: 'g1', userId, appointedBy: 'owner' });

describe('group decider: joining', () => {
  it('makes a private group a request, not a click', () => {
    given(groupDecider, [group('private')])
      .when({ type: 'JoinGroup', groupId: 'g1', userId: 'u2' })
      .thenFails('GROUPS.REQUEST_REQUIRED');
    given(groupDecider, [group('private')])
      .when(request())
      .then([requested]);
  });

  it('checks every dog against the rules and wants the house rules accepted', () => {
    const expired = {
      ...biscuit,
      vaccinations: [{ vaccine: 'rabies' as const, expiresOn: '2027-01-01' }],
    };
    given(groupDecider, [group('private')])
      .when(request({ dogs: [expired] }))
      .thenFails('GROUPS.DOG_NOT_ELIGIBLE');
    given(groupDecider, [group('private')])
      .when(request({ houseRulesAccepted: false }))
      .thenFails('GROUPS.HOUSE_RULES');
    given(groupDecider, [group('private')])
      .when(request({ dogs: [] }))
      .thenFails('GROUPS.UNKNOWN_DOG');
    given(groupDecider, [group('private'), requested])
      .when(request())
      .thenFails('GROUPS.ALREADY_REQUESTED');
  });

  it('sends no request without a dog to a group with entry rules, naming the rule and field', () => {
    const unvaccinated: DogFacts = { ...biscuit, vaccinations: [] };
    // The only dog fails a rule: nothing to bring, so nothing is sent.
    const refusal = given(groupDecider, [group('private')])
      .when(request({ dogs: [], dogIds: [], ownDogs: [unvaccinated] }))
      .thenFails('GROUPS.DOG_NOT_ELIGIBLE');
    expect(refusal.kind).toBe('forbidden');
    expect(refusal.message).toBe(
      "Biscuit has no Rabies vaccination on record: add it to Biscuit's profile.",
    );
    expect(refusal.issues).toEqual([
      {
        path: 'dogs.d1.vaccinations',
        message: "Biscuit has no Rabies vaccination on record: add it to Biscuit's profile",
      },
    ]);
    // A dog that qualifies, left unchosen; no dog at all.
    given(groupDecider, [group('private')])
      .when(request({ dogs: [], dogIds: [] }))
      .thenFails('GROUPS.DOG_REQUIRED');
    given(groupDecider, [group('private')])
      .when(request({ dogs: [], dogIds: [], ownDogs: [] }))
      .thenFails('GROUPS.DOG_REQUIRED');
    // A public group is joined at once, as with one click: its rules are checked at each RSVP.
    given(groupDecider, [group('public')])
      .when(request({ dogs: [], dogIds: [], ownDogs: [unvaccinated] }))
      .then([GroupJoined({ groupId: 'g1', userId: 'u2', role: 'member' })]);
    // A group with no entry rules takes a request without a dog.
    given(groupDecider, [
      { ...group('private'), data: { ...group('private').data, rules: NO_ENTRY_RULES } },
    ])
      .when(request({ dogs: [], dogIds: [], ownDogs: [unvaccinated] }))
      .then([{ ...requested, data: { ...requested.data, dogIds: [] } }]);
  });

  it('lets an organizer approve once: the approval and the membership in one append', () => {
    given(groupDecider, [group('private'), requested])
      .when(decide('owner', true))
      .then([
        GroupJoinApproved({ groupId: 'g1', userId: 'u2', decidedBy: 'owner', message: null }),
        member('u2'),
      ]);
    given(groupDecider, [group('private'), requested, member('u2')])
      .when(decide('owner', true))
      .thenFails('GROUPS.NO_REQUEST');
    given(groupDecider, [group('private'), requested, member('u3')])
      .when(decide('u3', true))
      .thenFails('GROUPS.NOT_ORGANIZER');
    given(groupDecider, [group('private'), requested, member('u3'), coOrganizer('u3')])
      .when(decide('u3', false))
      .then([GroupJoinDeclined({ groupId: 'g1', userId: 'u2', decidedBy: 'u3', message: null })]);
  });

  it('checks the dogs again at approval: a vaccination may have lapsed since', () => {
    const lapsed = { ...biscuit, vaccinations: [] };
    given(groupDecider, [group('private'), requested])
      .when(decide('owner', true, [lapsed]))
      .thenFails('GROUPS.DOG_NOT_ELIGIBLE');
  });

  it('hides an invite-only group from whoever has no valid link', () => {
    const invite = InviteLinkCreated({
      groupId: 'g1',
      inviteId: 'i1',
      code: 'secret',
      createdBy: 'owner',
      expiresAt: '2027-02-01T00:00:00Z',
      maxUses: 1,
    });
    const history = [group('invite-only'), invite];
    given(groupDecider, history)
      .when({ type: 'JoinGroup', groupId: 'g1', userId: 'u2' })
      .thenFails('GROUPS.NOT_FOUND');
    given(groupDecider, history).when(request()).thenFails('GROUPS.NOT_FOUND');
    given(groupDecider, history)
      .when(request({ inviteCode: 'wrong' }))
      .thenFails('GROUPS.NOT_FOUND');
    given(groupDecider, history)
      .when(request({ inviteCode: 'secret' }))
      .then([{ ...requested, data: { ...requested.data, inviteId: 'i1' } }]);
    const used = GroupJoinRequested({ ...requested.data, userId: 'u9', inviteId: 'i1' });
    given(groupDecider, [...history, used])
      .when(request({ inviteCode: 'secret' }))
      .thenFails('GROUPS.NOT_FOUND');
    given(groupDecider, [
      ...history,
      InviteLinkRevoked({ groupId: 'g1', inviteId: 'i1', revokedBy: 'owner' }),
    ])
      .when(request({ inviteCode: 'secret' }))
      .thenFails('GROUPS.NOT_FOUND');
    given(groupDecider, history)
      .when(request({ inviteCode: 'secret', now: new Date('2027-02-01T00:00:00Z') }))
      .thenFails('GROUPS.NOT_FOUND');
  });
});

describe('group decider: asking again and again', () => {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  const asked = (hoursAgo: number, notifyOrganizers = true) =>
    GroupJoinRequested({ ...requested.data, requestedAt: at(hoursAgo), notifyOrganizers });
  const withdrew = (hoursAgo: number) =>
    GroupJoinRequestWithdrawn({ groupId: 'g1', userId: 'u2', withdrawnAt: at(hoursAgo) });

  it('tells the organizers of a request again only after the notice window', () => {
    given(groupDecider, [group('private'), asked(3), withdrew(2)])
      .when(request())
      .then([{ ...requested, data: { ...requested.data, notifyOrganizers: false } }]);
    given(groupDecider, [group('private'), asked(25), withdrew(2)])
      .when(request())
      .then([requested]);
  });

  it('refuses a request past the limit of requests and withdrawals, with when to ask again', () => {
    const history = [group('private'), asked(5), withdrew(4), asked(3, false), withdrew(2)];
    given(groupDecider, history).when(request()).thenFails('GROUPS.TOO_MANY_JOIN_REQUESTS');
    try {
      groupDecider.decide(request(), fold(groupDecider, history));
    } catch (error) {
      // The oldest of the last three (4 hours ago) leaves the 24-hour window in 20 hours.
      expect((error as DomainError).retryAfterSeconds).toBe(20 * 3600);
      expect((error as Error).message).toBe(
        'You have asked to join this group and withdrawn several times lately. Please try again in 20 hours.',
      );
    }
    // Requests from before the limits carry no time and count for none.
    const { requestedAt: _at, notifyOrganizers: _notify, ...before } = requested.data;
    const legacy = GroupJoinRequested(before);
    given(groupDecider, [group('private'), legacy, withdrew(4), legacy, withdrew(2)])
      .when(request())
      .then([requested]);
  });

  it('never refuses a withdrawal, and counts it', () => {
    given(groupDecider, [group('private'), asked(5), withdrew(4), asked(3)])
      .when({ type: 'WithdrawJoinRequest', groupId: 'g1', userId: 'u2', now })
      .then([withdrew(0)]);
  });
});

describe('group decider: roles and leaving', () => {
  it('lets organizers remove members with a reason; only the owner removes a co-organizer', () => {
    const history = [
      group('private'),
      member('u2'),
      member('u3'),
      coOrganizer('u3'),
      member('u4'),
      coOrganizer('u4'),
    ];
    const remove = (userId: string, by: string) => ({
      type: 'RemoveMember' as const,
      groupId: 'g1',
      userId,
      by,
      reason: 'Off-leash twice',
    });
    given(groupDecider, history)
      .when(remove('u2', 'u3'))
      .then([
        GroupMemberRemoved({
          groupId: 'g1',
          userId: 'u2',
          removedBy: 'u3',
          reason: 'Off-leash twice',
        }),
      ]);
    given(groupDecider, history).when(remove('u4', 'u3')).thenFails('GROUPS.NOT_OWNER');
    given(groupDecider, history).when(remove('owner', 'u3')).thenFails('GROUPS.OWNER');
    given(groupDecider, history).when(remove('u3', 'u2')).thenFails('GROUPS.NOT_ORGANIZER');
  });

  it('lets the owner hand the group to a co-organizer and then leave', () => {
    const history = [group('public'), member('u2')];
    const transfer = {
      type: 'TransferOwnership' as const,
      groupId: 'g1',
      toUserId: 'u2',
      by: 'owner',
    };
    given(groupDecider, history).when(transfer).thenFails('GROUPS.NOT_CO_ORGANIZER');
    const handed = GroupOwnershipTransferred({
      groupId: 'g1',
      fromUserId: 'owner',
      toUserId: 'u2',
    });
    given(groupDecider, [...history, coOrganizer('u2')])
      .when(transfer)
      .then([handed]);
    given(groupDecider, [...history, coOrganizer('u2'), handed])
      .when({ type: 'LeaveGroup', groupId: 'g1', userId: 'owner' })
      .then([GroupLeft({ groupId: 'g1', userId: 'owner' })]);
    given(groupDecider, [...history, coOrganizer('u2'), handed])
      .when({ type: 'LeaveGroup', groupId: 'g1', userId: 'u2' })
      .thenFails('GROUPS.CREATOR_CANNOT_LEAVE');
  });

  it('keeps settings to organizers', () => {
    given(groupDecider, [group('public'), member('u2')])
      .when({ type: 'ChangeGroupKind', groupId: 'g1', by: 'u2', kind: 'private' })
      .thenFails('GROUPS.NOT_ORGANIZER');
    given(groupDecider, [group('public')])
      .when({ type: 'ChangeGroupKind', groupId: 'g1', by: 'owner', kind: 'public' })
      .then([]);
  });

  it('answers outsiders of an invite-only group as if it did not exist', () => {
    for (const command of [
      { type: 'ChangeGroupKind' as const, groupId: 'g1', by: 'u9', kind: 'public' as const },
      { type: 'RevokeInviteLink' as const, groupId: 'g1', by: 'u9', inviteId: 'i1' },
      { type: 'RemoveMember' as const, groupId: 'g1', userId: 'u2', by: 'u9', reason: 'x' },
      { type: 'LeaveGroup' as const, groupId: 'g1', userId: 'u9' },
      { type: 'WithdrawJoinRequest' as const, groupId: 'g1', userId: 'u9', now },
    ])
      given(groupDecider, [group('invite-only'), member('u2')])
        .when(command)
        .thenFails('GROUPS.NOT_FOUND');
    given(groupDecider, [group('invite-only'), member('u2')])
      .when({ type: 'ChangeGroupKind', groupId: 'g1', by: 'u2', kind: 'public' })
      .thenFails('GROUPS.NOT_ORGANIZER');
  });

  it('changes details and kind in one decision, only what differs', () => {
    const change = {
      type: 'ChangeGroup' as const,
      groupId: 'g1',
      by: 'owner',
      changes: { name: 'Reactive Rovers', description: 'Quiet walks.' },
      kind: 'invite-only' as const,
    };
    given(groupDecider, [group('private')])
      .when(change)
      .then([
        GroupDetailsChanged({
          groupId: 'g1',
          changedBy: 'owner',
          changes: { description: 'Quiet walks.' },
        }),
        GroupKindChanged({ groupId: 'g1', kind: 'invite-only', changedBy: 'owner' }),
      ]);
    given(groupDecider, [group('private'), member('u2')])
      .when({ ...change, by: 'u2' })
      .thenFails('GROUPS.NOT_ORGANIZER');
  });
});

describe('group decider: a member the owner blocked', () => {
  it('cannot join a public group or ask to join any group', () => {
    given(groupDecider, [group('public')])
      .when({ type: 'JoinGroup', groupId: 'g1', userId: 'u2', blockedByOwner: true })
      .thenFails('GROUPS.NOT_ACCEPTING');
    given(groupDecider, [group('public')])
      .when(request({ blockedByOwner: true }))
      .thenFails('GROUPS.NOT_ACCEPTING');
    given(groupDecider, [group('private')])
      .when(request({ blockedByOwner: true }))
      .thenFails('GROUPS.NOT_ACCEPTING');
  });

  it('still finds an invite-only group missing without a link, as everyone does', () => {
    given(groupDecider, [group('invite-only')])
      .when(request({ blockedByOwner: true }))
      .thenFails('GROUPS.NOT_FOUND');
  });

  it('lets everyone else in as before', () => {
    given(groupDecider, [group('public')])
      .when({ type: 'JoinGroup', groupId: 'g1', userId: 'u2', blockedByOwner: false })
      .then([GroupJoined({ groupId: 'g1', userId: 'u2', role: 'member' })]);
  });
});
