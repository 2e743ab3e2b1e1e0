import { Module } from '@nestjs/common';
import { BlockMemberController } from './commands/block-member/block-member.http.controller.js';
import { BlockMemberHandler } from './commands/block-member/block-member.handler.js';
import { FileReportController } from './commands/file-report/file-report.http.controller.js';
import { FileReportHandler } from './commands/file-report/file-report.handler.js';
import { HideContentController } from './commands/hide-content/hide-content.http.controller.js';
import { HideContentHandler } from './commands/hide-content/hide-content.handler.js';
import { ModerateReportController } from './commands/moderate-report/moderate-report.http.controller.js';
import { ModerateReportHandler } from './commands/moderate-report/moderate-report.handler.js';
import { ListBlockedController } from './queries/list-blocked/list-blocked.http.controller.js';
import { ListBlockedHandler } from './queries/list-blocked/list-blocked.query-handler.js';
import { ListReportsController } from './queries/list-reports/list-reports.http.controller.js';
import { ListReportsHandler } from './queries/list-reports/list-reports.query-handler.js';
import { ReinstateMemberController } from './commands/reinstate-member/reinstate-member.http.controller.js';
import { ReinstateMemberHandler } from './commands/reinstate-member/reinstate-member.handler.js';
import { ListSuspensionsController } from './queries/list-suspensions/list-suspensions.http.controller.js';
import { ListSuspensionsHandler } from './queries/list-suspensions/list-suspensions.query-handler.js';

/** Reports, blocks, hiding content and suspensions (docs/moderation.md). */
@Module({
  controllers: [
    FileReportController,
    BlockMemberController,
    ListBlockedController,
    HideContentController,
    ListReportsController,
    ModerateReportController,
    ListSuspensionsController,
    ReinstateMemberController,
  ],
  providers: [
    FileReportHandler,
    BlockMemberHandler,
    ListBlockedHandler,
    HideContentHandler,
    ListReportsHandler,
    ModerateReportHandler,
    ListSuspensionsHandler,
    ReinstateMemberHandler,
  ],
})
export class ModerationModule {}
