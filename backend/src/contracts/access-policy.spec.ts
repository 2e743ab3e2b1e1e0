import { describe, expect, it } from 'vitest';
import type { GroupKind } from './entry-rules.js';
import type { GroupRole } from './groups.js';
import {
  canActInGroup,
  canActOnMeetup,
  canActOnPost,
  canSeeContent,
  canSeeGroup,
  canSeeGroupContent,
  canSeeMeetup,
  canSeeMemberData,
  canSeePost,
  groupView,
  isBlocked,
  isPrivateGroup,
  LISTED_KINDS,
  OPEN_KINDS,
  type MeetupFacts,
  type MeetupViewer,
} from './access-policy.js';

/*
 * Every resource kind against every kind of viewer. A suspended member's
 * token admits them nowhere (auth.guards.ts answers AUTH.SUSPENDED, and
 * OptionalUser reads them as nobody), so the policy meets them as a visitor:
 * their row is a visitor's facts.
 */
const ORGANIZER = 'org';
const OWNER = 'owner';

type Kind = 'visitor' | 'suspended' | 'stranger' | 'member' | 'organizer' | 'blocked' | 'admin';

const viewers: Record<Kind, MeetupViewer> = {
  visitor: { userId: null, isMember: false },
  suspended: { userId: null, isMember: false },
  stranger: { userId: 'stranger', isMember: false },
  member: { userId: 'member', isMember: true, role: 'member' },
  organizer: { userId: ORGANIZER, isMember: true, role: 'co-organizer' },
  blocked: { userId: 'blocked', isMember: true, role: 'member', blockedByOrganizer: true },
  admin: { userId: 'admin', isMember: false, isAdmin: true },
};

const kinds: readonly GroupKind[] = ['public', 'private', 'invite-only'];

describe('access policy: groups', () => {
  it.each([
    ['public', 'visitor', 'full'],
    ['public', 'stranger', 'full'],
    ['public', 'member', 'full'],
    ['private', 'visitor', 'listing'],
    ['private', 'suspended', 'listing'],
    ['private', 'stranger', 'listing'],
    ['private', 'admin', 'listing'],
    ['private', 'member', 'full'],
    ['private', 'organizer', 'full'],
    ['invite-only', 'visitor', 'none'],
    ['invite-only', 'stranger', 'none'],
    ['invite-only', 'admin', 'none'],
    ['invite-only', 'member', 'full'],
    ['invite-only', 'blocked', 'full'],
  ] as const)('a %s group shows a %s its %s view', (kind, viewer, view) => {
    expect(groupView({ kind }, viewers[viewer])).toBe(view);
    expect(canSeeGroup({ kind }, viewers[viewer])).toBe(view !== 'none');
    expect(canSeeGroupContent({ kind }, viewers[viewer])).toBe(view === 'full');
  });

  it('shows an invite-only group’s listing to the holder of an invite, and no more', () => {
    const invited = { isMember: false, hasInvite: true };
    expect(groupView({ kind: 'invite-only' }, invited)).toBe('listing');
    expect(canSeeGroupContent({ kind: 'invite-only' }, invited)).toBe(false);
    expect(groupView({ kind: 'public' }, invited)).toBe('full');
  });

  it('keeps the kind lists the filters use in step with the views', () => {
    for (const kind of kinds) {
      const visitor = viewers.visitor;
      expect(OPEN_KINDS.includes(kind), kind).toBe(canSeeGroupContent({ kind }, visitor));
      expect(LISTED_KINDS.includes(kind), kind).toBe(canSeeGroup({ kind }, visitor));
      expect(isPrivateGroup({ kind }), kind).toBe(!OPEN_KINDS.includes(kind));
    }
  });

  it.each([
    [null, [false, false, false]],
    ['member', [true, false, false]],
    ['co-organizer', [true, true, false]],
    ['owner', [true, true, true]],
  ] as const)('lets a %s take part / organize / own: %j', (role, [takePart, organize, own]) => {
    const asRole = role as GroupRole | null;
    expect(canActInGroup('take-part', asRole)).toBe(takePart);
    expect(canActInGroup('organize', asRole)).toBe(organize);
    expect(canActInGroup('own', asRole)).toBe(own);
  });
});

describe('access policy: meetups', () => {
  const meetupOf = (kind: GroupKind | null): MeetupFacts => ({
    organizerId: ORGANIZER,
    group: kind === null ? null : { kind, ownerId: OWNER },
  });

  it.each([
    ['visitor', [true, false, true]],
    ['suspended', [true, false, true]],
    ['stranger', [true, false, true]],
    ['admin', [true, false, true]],
    ['member', [true, true, true]],
  ] as const)(
    'a meetup of no group / a private group / a public group exists for a %s: %j',
    (viewer, expected) => {
      const seen = [null, 'private', 'public'].map((kind) =>
        canSeeMeetup(meetupOf(kind as GroupKind | null), viewers[viewer]),
      );
      expect(seen).toEqual(expected);
    },
  );

  it('lets administrators audit every meetup, and only when auditing', () => {
    const meetup = meetupOf('invite-only');
    expect(canSeeMeetup(meetup, viewers.admin)).toBe(false);
    expect(canSeeMeetup(meetup, viewers.admin, { audit: true })).toBe(true);
    expect(canSeeMeetup(meetup, viewers.stranger, { audit: true })).toBe(false);
  });

  it.each([
    // viewer, answer, decline, manage, run, audit — on a private group's meetup
    ['visitor', false, false, false, false, false],
    ['suspended', false, false, false, false, false],
    ['stranger', false, false, false, false, false],
    ['admin', false, false, false, false, true],
    ['member', true, true, false, false, false],
    ['organizer', true, true, true, true, true],
    ['blocked', false, true, false, false, false],
  ] as const)(
    'a %s may answer %s, decline %s, manage %s, run %s, audit %s',
    (viewer, ...expected) => {
      const meetup = meetupOf('private');
      const actions = ['answer', 'decline', 'manage', 'run', 'audit'] as const;
      expect(actions.map((action) => canActOnMeetup(action, meetup, viewers[viewer]))).toEqual(
        expected,
      );
    },
  );

  it('lets a stranger answer a public group’s meetup, and its group’s owner manage it', () => {
    const meetup = meetupOf('public');
    expect(canActOnMeetup('answer', meetup, viewers.stranger)).toBe(true);
    expect(canActOnMeetup('manage', meetup, viewers.stranger)).toBe(false);
    expect(canActOnMeetup('manage', meetup, { userId: OWNER, isMember: true })).toBe(true);
    expect(canActOnMeetup('run', meetup, { userId: OWNER, isMember: true, role: 'owner' })).toBe(
      true,
    );
  });
});

describe('access policy: posts and comments', () => {
  const post = { authorId: 'author' };

  it.each([
    ['visitor', 'public', true],
    ['suspended', 'public', true],
    ['stranger', 'public', true],
    ['stranger', 'private', false],
    ['admin', 'invite-only', false],
    ['member', 'invite-only', true],
  ] as const)('shows a %s a post of a %s group: %s', (viewer, kind, shown) => {
    expect(canSeePost(post, { kind }, { ...viewers[viewer], blocks: [] })).toBe(shown);
  });

  it('hides a hidden post, and a blocked author’s, from a member who sees the rest', () => {
    const member = { ...viewers.member, blocks: ['author'] };
    expect(canSeePost(post, { kind: 'private' }, member)).toBe(false);
    expect(canSeePost({ authorId: 'other' }, { kind: 'private' }, member)).toBe(true);
    expect(canSeeContent({ authorId: 'other', hidden: { by: 'org' } }, [])).toBe(false);
    expect(isBlocked(new Set(['author']), 'author')).toBe(true);
    expect(isBlocked(['author'], 'someone')).toBe(false);
  });

  it.each([
    ['stranger', 'public', [false, false, false, true]],
    ['stranger', 'private', [false, false, false, false]],
    ['visitor', 'public', [false, false, false, true]],
    ['member', 'private', [true, true, true, true]],
  ] as const)(
    'lets a %s of a %s group write / comment / like / unlike: %j',
    (viewer, kind, expected) => {
      const actions = ['write', 'comment', 'like', 'unlike'] as const;
      expect(actions.map((action) => canActOnPost(action, viewers[viewer], { kind }))).toEqual(
        expected,
      );
    },
  );

  it('takes only members for an unlike without the group’s facts', () => {
    expect(canActOnPost('unlike', viewers.stranger)).toBe(false);
    expect(canActOnPost('unlike', viewers.member)).toBe(true);
  });
});

describe('access policy: member data', () => {
  it.each([
    ['the member themself', { userId: 'subject', organizesGroupOfSubject: false }, true],
    ['an organizer of their group', { userId: 'org', organizesGroupOfSubject: true }, true],
    ['a stranger', { userId: 'stranger', organizesGroupOfSubject: false }, false],
    ['a visitor (or a suspended member)', { userId: null, organizesGroupOfSubject: false }, false],
  ] as const)('shows a member’s record to %s: %s', (_who, viewer, shown) => {
    expect(canSeeMemberData('subject', viewer)).toBe(shown);
  });
});
