import { z } from 'zod';
import {
  MODERATION_REASON_MAX,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
} from '../moderation.js';
import { pageQuery } from './paging.request.js';

const id = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(100, `${what} is too long`);

/** POST /api/reports */
export const fileReportRequest = z
  .object({
    target: z.object({
      kind: z.enum(REPORT_TARGET_KINDS, {
        error: `What you report must be one of ${REPORT_TARGET_KINDS.join(', ')}`,
      }),
      id: id('What you report'),
      postId: id('The comment’s post').optional(),
      meetupId: id('The photo’s meetup').optional(),
    }),
    reason: z.enum(REPORT_REASONS, { error: 'Choose a reason from the list' }),
    details: z
      .string({ error: 'Details must be text' })
      .trim()
      .max(REPORT_DETAILS_MAX, `Details can be at most ${REPORT_DETAILS_MAX} characters`)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
  })
  .refine((body) => body.target.kind !== 'comment' || body.target.postId !== undefined, {
    message: 'A reported comment names its post',
    path: ['target', 'postId'],
  })
  .refine((body) => body.target.kind !== 'photo' || body.target.meetupId !== undefined, {
    message: 'A reported photo names its meetup',
    path: ['target', 'meetupId'],
  });

export type FileReportRequest = z.infer<typeof fileReportRequest>;
export type FileReportBody = z.input<typeof fileReportRequest>;

const reason = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(1, 'Give a reason')
  .max(MODERATION_REASON_MAX, `The reason can be at most ${MODERATION_REASON_MAX} characters`);

/** Hiding a post or comment, dismissing a report: who acts says why. */
export const moderationReasonRequest = z.object({ reason });
export type ModerationReasonRequest = z.infer<typeof moderationReasonRequest>;
export type ModerationReasonBody = z.input<typeof moderationReasonRequest>;

/** POST /api/admin/moderation/reports/{id}/suspend: `days` null suspends for good. */
export const suspendMemberRequest = z.object({
  reason,
  days: z
    .number({ error: 'Days must be a whole number, or null for good' })
    .int('Days must be a whole number')
    .min(1, 'Suspend for at least a day')
    .max(3650, 'Suspend for at most ten years, or for good')
    .nullable(),
});
export type SuspendMemberRequest = z.infer<typeof suspendMemberRequest>;
export type SuspendMemberBody = z.input<typeof suspendMemberRequest>;

/** GET /api/admin/moderation/reports: a page of the queue (paging.request.ts), by state and kind. */
export const listReportsQuery = pageQuery.extend({
  status: z
    .enum(['open', 'dismissed', 'resolved', 'all'], {
      error: 'status must be one of open, dismissed, resolved, all',
    })
    .default('open'),
  kind: z
    .enum(REPORT_TARGET_KINDS, {
      error: `kind must be one of ${REPORT_TARGET_KINDS.join(', ')}`,
    })
    .optional(),
});
export type ListReportsQuery = z.infer<typeof listReportsQuery>;
