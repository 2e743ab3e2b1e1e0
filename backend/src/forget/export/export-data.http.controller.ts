import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../auth/index.js';
import { SignedIn, type Caller } from '../../http/request-context.js';
import type { MemberExport } from '../../contracts/member-export.js';
import { MemberExporter } from './member-exporter.js';

@Controller('api/users/me/export')
@UseGuards(RequireUser)
export class ExportDataController {
  constructor(@Inject(MemberExporter) private readonly exporter: MemberExporter) {}

  /** The caller's data as a JSON download; never cached (it is theirs alone). */
  @Get()
  @Header('Content-Disposition', 'attachment; filename="packmeet-export.json"')
  @Header('Cache-Control', 'no-store')
  export(@SignedIn() caller: Caller): Promise<MemberExport> {
    return this.exporter.export(caller.user.id, caller.context.now);
  }
}
