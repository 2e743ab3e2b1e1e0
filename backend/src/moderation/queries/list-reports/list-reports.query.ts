import { Query } from '@nestjs/cqrs';
import type {
  ModerationReportResponse,
  ReportStatus,
  ReportTargetKind,
} from '../../../contracts/moderation.js';

/** Where a page starts: after the report with this time and id, in the queue's order. */
export interface ReportPosition {
  createdAt: string;
  id: string;
}

/**
 * The moderation queue, newest first, so a flood of old reports cannot bury
 * a new one: `take` reports of the state (all states: null) and kind, each
 * with its context, after `after` when given.
 */
export class ListReports extends Query<ModerationReportResponse[]> {
  constructor(
    readonly filter: { status: ReportStatus | null; kind: ReportTargetKind | null },
    readonly take: number,
    readonly after: ReportPosition | undefined,
  ) {
    super();
  }
}
