import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStream } from '../../../accounts/index.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { invalid } from '../../../shared/errors.js';
import {
  reportDecider,
  reportNotFound,
  reportStream,
  type ReportCommand,
  type ReportState,
} from '../../domain/report.decider.js';
import { suspensionDecider, suspensionStream } from '../../domain/suspension.decider.js';
import { HidePhoto } from '../../../photos/index.js';
import { HideContent } from '../hide-content/hide-content.command.js';
import { HideDiscussionPost } from '../../../discussion/index.js';
import { ModerateReport } from './moderate-report.command.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type OpenReport = Exclude<ReportState, { status: 'none' }>;

/**
 * Two streams change: the report's, and the content's or the member's. The
 * report's decision is tried first without appending (deciders are pure), so
 * a closed report or a non-administrator changes nothing; then the action,
 * then the report is resolved. A crash between them leaves the action done
 * and the report open, for the administrator to close again.
 */
@CommandHandler(ModerateReport)
export class ModerateReportHandler implements ICommandHandler<ModerateReport> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  async execute({ reportId, by, byAdmin, step, reason, context }: ModerateReport) {
    const report = await this.aggregates.load(reportStream(reportId), reportDecider);
    const command: ReportCommand =
      step.action === 'dismiss'
        ? { type: 'DismissReport', reportId, by, byAdmin, reason }
        : {
            type: 'ResolveReport',
            reportId,
            by,
            byAdmin,
            reason,
            action: step.action === 'hide' ? 'content-hidden' : 'member-suspended',
          };
    reportDecider.decide(command, report);
    if (report.status === 'none') throw reportNotFound();
    if (step.action === 'hide') await this.hide(report, by, reason, context);
    if (step.action === 'suspend')
      await this.suspend(report, { by, byAdmin }, reason, step.days, context);
    return this.aggregates.handle({
      stream: reportStream(reportId),
      decider: reportDecider,
      context,
      command,
    });
  }

  private async hide(
    report: OpenReport,
    by: string,
    reason: string,
    context: ModerateReport['context'],
  ) {
    const { target } = report;
    if (target.kind === 'photo') {
      // Settled by an administrator, whom the album's rules let hide any photo.
      const admin = { id: by, isAdmin: true };
      await this.commands.execute(
        new HidePhoto(target.meetupId ?? '', admin, target.id, reason, context),
      );
      return;
    }
    if (target.kind === 'discussion') {
      const admin = { id: by, isAdmin: true };
      const postId = target.postId ?? target.id;
      const replyId = target.postId === undefined ? null : target.id;
      await this.commands.execute(
        new HideDiscussionPost(postId, replyId, admin, true, reason, context),
      );
      return;
    }
    if (target.kind !== 'post' && target.kind !== 'comment')
      throw invalid(
        'REPORTS.NOTHING_TO_HIDE',
        'Only a reported post, comment, photo or discussion message can be hidden.',
      );
    const postId = target.kind === 'post' ? target.id : (target.postId ?? '');
    const commentId = target.kind === 'comment' ? target.id : null;
    await this.commands.execute(new HideContent(postId, commentId, by, true, reason, context));
  }

  private async suspend(
    report: OpenReport,
    { by, byAdmin }: { by: string; byAdmin: boolean },
    reason: string,
    days: number | null,
    context: ModerateReport['context'],
  ) {
    const userId = report.subjectId;
    if (userId === null)
      throw invalid('REPORTS.NOBODY_TO_SUSPEND', 'This report is about nobody to suspend.');
    await this.aggregates.handle({
      stream: suspensionStream(userId),
      decider: suspensionDecider,
      context,
      command: async () => {
        const user = await this.aggregates.load(userStream(userId), userDecider);
        return {
          type: 'SuspendMember' as const,
          byAdmin,
          subject: user.status === 'registered' ? { isAdmin: user.isAdmin } : null,
          now: context.now,
          suspension: {
            userId,
            suspendedBy: by,
            reason,
            until:
              days === null ? null : new Date(context.now.getTime() + days * DAY_MS).toISOString(),
            reportId: report.reportId,
          },
        };
      },
    });
  }
}
