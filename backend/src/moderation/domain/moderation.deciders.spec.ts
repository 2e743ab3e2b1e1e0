import { describe, it } from 'vitest';
import {
  MemberBlocked,
  MemberReinstated,
  MemberSuspended,
  MemberUnblocked,
  ReportDismissed,
  ReportFiled,
  ReportResolved,
} from '../../contracts/events/moderation.events.js';
import { given } from '../../shared/testing/given-when-then.js';
import { blocksDecider } from './blocks.decider.js';
import { reportDecider } from './report.decider.js';
import { suspensionDecider } from './suspension.decider.js';

const filed = ReportFiled({
  reportId: 'r1',
  reporterId: 'reporter',
  target: { kind: 'post', id: 'p1' },
  subjectId: 'author',
  groupId: 'g1',
  reason: 'harassment',
  details: 'Keeps calling my dog names.',
});

describe('report decider', () => {
  it('files a report on something that exists, never on oneself', () => {
    given(reportDecider)
      .when({ type: 'FileReport', report: filed.data, targetFound: true })
      .then([filed]);
    given(reportDecider)
      .when({ type: 'FileReport', report: filed.data, targetFound: false })
      .thenFails('REPORTS.TARGET_NOT_FOUND');
    given(reportDecider)
      .when({
        type: 'FileReport',
        report: { ...filed.data, subjectId: 'reporter' },
        targetFound: true,
      })
      .thenFails('REPORTS.SELF');
    given(reportDecider, [filed])
      .when({ type: 'FileReport', report: filed.data, targetFound: true })
      .thenFails('REPORTS.ALREADY_EXISTS');
  });

  it('lets administrators dismiss or resolve an open report once, with who and why', () => {
    const dismiss = {
      type: 'DismissReport',
      reportId: 'r1',
      by: 'admin',
      reason: 'Banter',
    } as const;
    const dismissed = ReportDismissed({ reportId: 'r1', dismissedBy: 'admin', reason: 'Banter' });
    given(reportDecider, [filed])
      .when({ ...dismiss, byAdmin: true })
      .then([dismissed]);
    given(reportDecider, [filed])
      .when({ ...dismiss, byAdmin: false })
      .thenFails('AUTH.ADMINISTRATORS_ONLY');
    given(reportDecider, [filed, dismissed])
      .when({ ...dismiss, byAdmin: true })
      .thenFails('REPORTS.CLOSED');
    given(reportDecider)
      .when({ ...dismiss, byAdmin: true })
      .thenFails('REPORTS.NOT_FOUND');
    given(reportDecider, [filed])
      .when({
        type: 'ResolveReport',
        reportId: 'r1',
        by: 'admin',
        byAdmin: true,
        action: 'content-hidden',
        reason: 'Name-calling',
      })
      .then([
        ReportResolved({
          reportId: 'r1',
          resolvedBy: 'admin',
          action: 'content-hidden',
          reason: 'Name-calling',
        }),
      ]);
  });
});

describe('blocks decider', () => {
  const block = { type: 'BlockMember', blockerId: 'me', blockedId: 'them' } as const;
  const blocked = MemberBlocked({ blockerId: 'me', blockedId: 'them' });

  it('blocks an existing member other than oneself, once', () => {
    given(blocksDecider)
      .when({ ...block, blockedExists: true })
      .then([blocked]);
    given(blocksDecider)
      .when({ ...block, blockedExists: false })
      .thenFails('ACCOUNTS.USER_NOT_FOUND');
    given(blocksDecider)
      .when({ ...block, blockedId: 'me', blockedExists: true })
      .thenFails('BLOCKS.SELF');
    given(blocksDecider, [blocked])
      .when({ ...block, blockedExists: true })
      .then([]);
  });

  it('unblocks only a blocked member', () => {
    const unblock = { type: 'UnblockMember', blockerId: 'me', blockedId: 'them' } as const;
    given(blocksDecider, [blocked])
      .when(unblock)
      .then([MemberUnblocked({ blockerId: 'me', blockedId: 'them' })]);
    given(blocksDecider).when(unblock).then([]);
  });
});

describe('suspension decider', () => {
  const now = new Date('2027-01-10T12:00:00Z');
  const suspension = {
    userId: 'them',
    suspendedBy: 'admin',
    reason: 'Repeated harassment',
    until: '2027-01-17T12:00:00.000Z',
    reportId: 'r1',
  };
  const suspend = {
    type: 'SuspendMember',
    suspension,
    byAdmin: true,
    subject: { isAdmin: false },
    now,
  } as const;

  it('lets administrators suspend a member for a period or for good', () => {
    given(suspensionDecider)
      .when(suspend)
      .then([MemberSuspended(suspension)]);
    given(suspensionDecider)
      .when({ ...suspend, suspension: { ...suspension, until: null } })
      .then([MemberSuspended({ ...suspension, until: null })]);
    given(suspensionDecider)
      .when({ ...suspend, byAdmin: false })
      .thenFails('AUTH.ADMINISTRATORS_ONLY');
  });

  it('refuses oneself, administrators, unknown members and an end in the past', () => {
    given(suspensionDecider)
      .when({ ...suspend, suspension: { ...suspension, userId: 'admin' } })
      .thenFails('MODERATION.SELF');
    given(suspensionDecider)
      .when({ ...suspend, subject: { isAdmin: true } })
      .thenFails('MODERATION.ADMIN_SUBJECT');
    given(suspensionDecider)
      .when({ ...suspend, subject: null })
      .thenFails('ACCOUNTS.USER_NOT_FOUND');
    given(suspensionDecider)
      .when({ ...suspend, suspension: { ...suspension, until: '2027-01-01T00:00:00.000Z' } })
      .thenFails('MODERATION.PAST');
  });

  it('reinstates only a suspended member', () => {
    const reinstate = {
      type: 'ReinstateMember',
      userId: 'them',
      by: 'admin',
      byAdmin: true,
      reason: 'Appeal upheld',
    } as const;
    given(suspensionDecider, [MemberSuspended(suspension)])
      .when(reinstate)
      .then([MemberReinstated({ userId: 'them', reinstatedBy: 'admin', reason: 'Appeal upheld' })]);
    given(suspensionDecider).when(reinstate).thenFails('MODERATION.NOT_SUSPENDED');
  });
});
