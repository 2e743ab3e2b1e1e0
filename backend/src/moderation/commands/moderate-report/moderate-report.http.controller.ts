import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  moderationReasonRequest,
  suspendMemberRequest,
  type ModerationReasonRequest,
  type SuspendMemberRequest,
} from '../../../contracts/requests/moderation.request.js';
import type { ModerationActionResponse } from '../../../contracts/moderation.js';
import { RequireAdmin } from '../../../auth/index.js';
import { ModerateReport, type ModerationStep } from './moderate-report.command.js';

@Controller('api/admin/moderation/reports')
@UseGuards(RequireAdmin)
export class ModerateReportController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post(':id/dismiss')
  @HttpCode(200)
  dismiss(
    @Param('id') reportId: string,
    @Body({ schema: moderationReasonRequest }) body: ModerationReasonRequest,
    @SignedIn() caller: Caller,
  ): Promise<ModerationActionResponse> {
    return this.act(reportId, { action: 'dismiss' }, body.reason, caller);
  }

  /** Hides the reported post or comment for everyone. */
  @Post(':id/hide')
  @HttpCode(200)
  hide(
    @Param('id') reportId: string,
    @Body({ schema: moderationReasonRequest }) body: ModerationReasonRequest,
    @SignedIn() caller: Caller,
  ): Promise<ModerationActionResponse> {
    return this.act(reportId, { action: 'hide' }, body.reason, caller);
  }

  /** Suspends the member the report is about, for `days` or for good (null). */
  @Post(':id/suspend')
  @HttpCode(200)
  suspend(
    @Param('id') reportId: string,
    @Body({ schema: suspendMemberRequest }) body: SuspendMemberRequest,
    @SignedIn() caller: Caller,
  ): Promise<ModerationActionResponse> {
    return this.act(reportId, { action: 'suspend', days: body.days }, body.reason, caller);
  }

  private async act(
    reportId: string,
    step: ModerationStep,
    reason: string,
    caller: Caller,
  ): Promise<ModerationActionResponse> {
    await this.commands.send(
      new ModerateReport(
        reportId,
        caller.user.id,
        caller.user.isAdmin,
        step,
        reason,
        caller.context,
      ),
    );
    return {
      id: reportId,
      status: step.action === 'dismiss' ? 'dismissed' : 'resolved',
      action:
        step.action === 'dismiss'
          ? 'dismissed'
          : step.action === 'hide'
            ? 'content-hidden'
            : 'member-suspended',
    };
  }
}
