import { Module } from '@nestjs/common';
import { DeleteAccountController } from './commands/delete-account/delete-account.http.controller.js';
import { DeleteAccountHandler } from './commands/delete-account/delete-account.handler.js';
import { ExportDataController } from './export/export-data.http.controller.js';
import { MemberExporter } from './export/member-exporter.js';
import { ForgetMemberController } from './commands/forget-member/forget-member.http.controller.js';
import { ForgetMemberHandler } from './commands/forget-member/forget-member.handler.js';
import {
  ConfirmPasswordHandler,
  GetAccountFootprintHandler,
} from './queries/account-footprint/account-footprint.query-handler.js';

/** Leaving for good: account deletion, forgetting a member, and the member's data export. */
@Module({
  controllers: [DeleteAccountController, ForgetMemberController, ExportDataController],
  providers: [
    DeleteAccountHandler,
    ForgetMemberHandler,
    GetAccountFootprintHandler,
    ConfirmPasswordHandler,
    MemberExporter,
  ],
})
export class ForgetModule {}
