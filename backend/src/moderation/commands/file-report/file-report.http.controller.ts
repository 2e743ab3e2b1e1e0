import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { RequestBudget, RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  fileReportRequest,
  type FileReportRequest,
} from '../../../contracts/requests/moderation.request.js';
import type { ReportFiledResponse } from '../../../contracts/moderation.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { FileReport } from './file-report.command.js';

@Controller('api/reports')
@UseGuards(RequireUser)
export class FileReportController {
  /**
   * Per reporter, so nobody buries the queue (the queue also lists newest
   * first). Counted in this process's memory, like the sign-in limits: a
   * refused report appends nothing, so there is no event to count.
   */
  private readonly perReporter: RequestBudget;

  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perReporter = new RequestBudget({
      ...config.limits.reportsPerReporter,
      code: 'REPORTS.TOO_MANY',
      message: (wait) =>
        `You have sent many reports lately. Our moderators will look at them; please try again in ${wait}.`,
    });
  }

  /** A member reports a post, a comment, a meetup or a member to the administrators. */
  @Post()
  @HttpCode(201)
  async file(
    @Body({ schema: fileReportRequest }) body: FileReportRequest,
    @SignedIn() caller: Caller,
  ): Promise<ReportFiledResponse> {
    const refund = this.perReporter.take(caller.user.id);
    let reportId: string;
    try {
      ({ reportId } = await this.commands.send(
        new FileReport(caller.user.id, body, caller.context),
      ));
    } catch (error) {
      // Only reports filed count: a refused one (404, 400) gives its share back.
      refund();
      throw error;
    }
    return {
      id: reportId,
      message: 'Thanks for telling us. An administrator will look at your report.',
    };
  }
}
