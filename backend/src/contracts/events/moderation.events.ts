import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';
import { REPORT_REASONS, REPORT_TARGET_KINDS } from '../moderation.js';

/*
 * Moderation. Streams:
 *   report-<reportId>      ReportFiled, ReportDismissed, ReportResolved
 *   blocks-<userId>        MemberBlocked, MemberUnblocked (the blocker's list)
 *   suspension-<userId>    MemberSuspended, MemberReinstated
 * Hiding a post or comment is on the post's stream (post.events.ts).
 */

export const ReportFiled = defineEvent(
  'ReportFiled',
  1,
  z.object({
    reportId: z.string(),
    reporterId: z.string(),
    target: z.object({
      kind: z.enum(REPORT_TARGET_KINDS),
      id: z.string(),
      postId: z.string().optional(),
      meetupId: z.string().optional(),
    }),
    /** Who the report is about, as the command side knew it (null: nobody in particular). */
    subjectId: z.string().nullable(),
    groupId: z.string().nullable(),
    reason: z.enum(REPORT_REASONS),
    details: z.string().nullable(),
  }),
);

export const ReportDismissed = defineEvent(
  'ReportDismissed',
  1,
  z.object({ reportId: z.string(), dismissedBy: z.string(), reason: z.string() }),
);

/** An administrator acted on the report: hid the content or suspended its subject. */
export const ReportResolved = defineEvent(
  'ReportResolved',
  1,
  z.object({
    reportId: z.string(),
    resolvedBy: z.string(),
    action: z.enum(['content-hidden', 'member-suspended']),
    reason: z.string(),
  }),
);

export const MemberBlocked = defineEvent(
  'MemberBlocked',
  1,
  z.object({ blockerId: z.string(), blockedId: z.string() }),
);

export const MemberUnblocked = defineEvent(
  'MemberUnblocked',
  1,
  z.object({ blockerId: z.string(), blockedId: z.string() }),
);

export const MemberSuspended = defineEvent(
  'MemberSuspended',
  1,
  z.object({
    userId: z.string(),
    suspendedBy: z.string(),
    reason: z.string(),
    /** ISO time the suspension ends; null: for good. */
    until: z.string().nullable(),
    /** The report acted on, if any. */
    reportId: z.string().nullable(),
  }),
);

export const MemberReinstated = defineEvent(
  'MemberReinstated',
  1,
  z.object({ userId: z.string(), reinstatedBy: z.string(), reason: z.string() }),
);

export type ReportFiled = EventOf<typeof ReportFiled>;
export type ReportDismissed = EventOf<typeof ReportDismissed>;
export type ReportResolved = EventOf<typeof ReportResolved>;
export type MemberBlocked = EventOf<typeof MemberBlocked>;
export type MemberUnblocked = EventOf<typeof MemberUnblocked>;
export type MemberSuspended = EventOf<typeof MemberSuspended>;
export type MemberReinstated = EventOf<typeof MemberReinstated>;

export type ReportEvent = ReportFiled | ReportDismissed | ReportResolved;
export type BlockEvent = MemberBlocked | MemberUnblocked;
export type SuspensionEvent = MemberSuspended | MemberReinstated;
export type ModerationEvent = ReportEvent | BlockEvent | SuspensionEvent;

export const moderationEvents = [
  ReportFiled,
  ReportDismissed,
  ReportResolved,
  MemberBlocked,
  MemberUnblocked,
  MemberSuspended,
  MemberReinstated,
] as const;
