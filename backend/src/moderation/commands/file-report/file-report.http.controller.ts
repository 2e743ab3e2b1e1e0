import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/auth.guards.js';
import { CommandSender } from '../../../http/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  fileReportRequest,
  type FileReportRequest,
} from '../../../contracts/requests/moderation.request.js';
import type { ReportFiledResponse } from '../../../contracts/moderation.js';
import { FileReport } from './file-report.command.js';

@Controller('api/reports')
@UseGuards(RequireUser)
export class FileReportController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** A member reports a post, a comment, a meetup or a member to the administrators. */
  @Post()
  @HttpCode(201)
  async file(
    @Body({ schema: fileReportRequest }) body: FileReportRequest,
    @SignedIn() caller: Caller,
  ): Promise<ReportFiledResponse> {
    const { reportId } = await this.commands.send(
      new FileReport(caller.user.id, body, caller.context),
    );
    return {
      id: reportId,
      message: 'Thanks for telling us. An administrator will look at your report.',
    };
  }
}
