import type { CollectionName, Document } from './read-models.js';

/*
 * Moderation (issue 21): reports, blocks and suspensions, their read-model
 * documents and HTTP bodies. Plain constants and types shared by the events,
 * requests, projections, queries and the web app. docs/moderation.md.
 */

/** Why a member reports something, in the order the dialog lists them. */
export const REPORT_REASONS = [
  'harassment',
  'hate',
  'spam',
  'unsafe-dog-handling',
  'inappropriate',
  'misinformation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harassment: 'Harassment or bullying',
  hate: 'Hate or discrimination',
  spam: 'Spam or advertising',
  'unsafe-dog-handling': 'Unsafe dog handling',
  inappropriate: 'Inappropriate or explicit content',
  misinformation: 'False or misleading information',
  other: 'Something else',
};

/** What can be reported. */
export const REPORT_TARGET_KINDS = [
  'post',
  'comment',
  'meetup',
  'member',
  'photo',
  'discussion',
] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** The longest free text a report, a block or a moderator's reason may carry. */
export const REPORT_DETAILS_MAX = 1000;
export const MODERATION_REASON_MAX = 500;

/**
 * What a report points at; a comment also names its post (comments live on the post's stream),
 * and an album photo its meetup (photos live on the album's stream).
 */
export interface ReportTarget {
  kind: ReportTargetKind;
  /** A `discussion` target: the post's id, or a reply's (with its post's `postId`). */
  id: string;
  postId?: string;
  meetupId?: string;
}

export type ReportStatus = 'open' | 'dismissed' | 'resolved';
/** What an administrator did about a report. */
export type ReportAction = 'dismissed' | 'content-hidden' | 'member-suspended';

export interface ReportDocument extends Document {
  _id: string;
  reporterId: string;
  target: ReportTarget;
  /** The member the report is about: the author of the post or comment, the organizer, the member. */
  subjectId: string | null;
  groupId: string | null;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  createdAt: string;
  resolution: { action: ReportAction; by: string; note: string; at: string } | null;
}

/** `_id` is `<blockerId>:<blockedId>`. */
export interface BlockDocument extends Document {
  _id: string;
  blockerId: string;
  blockedId: string;
  createdAt: string;
}

/** One per suspended member, `_id` their user id; `until` null: for good. */
export interface SuspensionDocument extends Document {
  _id: string;
  until: string | null;
  reason: string;
  suspendedBy: string;
  at: string;
}

export const REPORTS = 'reports' as CollectionName<ReportDocument>;
export const BLOCKS = 'blocks' as CollectionName<BlockDocument>;
export const SUSPENSIONS = 'suspensions' as CollectionName<SuspensionDocument>;

/** Whether a suspension still holds at `now`. */
export function isSuspended(suspension: Pick<SuspensionDocument, 'until'>, now: Date): boolean {
  return suspension.until === null || Date.parse(suspension.until) > now.getTime();
}

/** What signing in answers a suspended member. */
export function suspensionMessage(
  suspension: Pick<SuspensionDocument, 'until' | 'reason'>,
): string {
  if (suspension.until === null) return `Your account is suspended: ${suspension.reason}`;
  const until = new Date(suspension.until).toLocaleString('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `Your account is suspended until ${until} UTC: ${suspension.reason}`;
}

/** 201 from POST /api/reports. */
export interface ReportFiledResponse {
  id: string;
  message: string;
}

/** A person as the moderation screens name them. */
export interface ModerationPerson {
  id: string;
  name: string;
  username: string | null;
}

/** One report in the admin queue (GET /api/admin/moderation/reports), with its context. */
export interface ModerationReportResponse {
  id: string;
  /** Open, or what became of it (the queue filters by it). */
  status: ReportStatus;
  target: ReportTarget;
  reason: ReportReason;
  details: string | null;
  reporter: ModerationPerson;
  subject: ModerationPerson | null;
  group: { id: string; name: string } | null;
  /**
   * The reported words as they are now (a post's, comment's or discussion message's text, a
   * meetup's title); null when gone; "[removed]" once their author is forgotten.
   */
  content: string | null;
  /** Whether the reported content is already hidden (a reply: or its post). */
  hidden: boolean;
  /** The subject's suspension, if any. */
  subjectSuspendedUntil: string | null | undefined;
  createdAt: string;
}

/** The answer to each admin action on a report. */
export interface ModerationActionResponse {
  id: string;
  status: ReportStatus;
  action: ReportAction;
}

/** GET /api/admin/moderation/suspensions: the suspensions in force. */
export interface SuspendedMemberResponse {
  id: string;
  name: string;
  /** null: for good. */
  until: string | null;
  reason: string;
  at: string;
}

/** GET /api/blocks: the members the caller has blocked. */
export interface BlockedMemberResponse {
  id: string;
  name: string;
  username: string | null;
  blockedAt: string;
}

/** POST and DELETE /api/users/{id}/block. */
export interface BlockResponse {
  userId: string;
  blocked: boolean;
}
