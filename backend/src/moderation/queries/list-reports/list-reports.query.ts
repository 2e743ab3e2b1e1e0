import { Query } from '@nestjs/cqrs';
import type { ModerationReportResponse } from '../../../contracts/moderation.js';

/** The open reports, oldest first, each with its context. */
export class ListOpenReports extends Query<ModerationReportResponse[]> {
  constructor(readonly limit: number) {
    super();
  }
}
