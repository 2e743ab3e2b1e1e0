import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { reportDecider, reportStream } from '../../domain/report.decider.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { REPORTS } from '../../../contracts/moderation.js';
import type { RateLimit } from '../../../shared/rate-window.js';
import { FileReport } from './file-report.command.js';
import { reportTargetFacts } from './report-target.js';

@CommandHandler(FileReport)
export class FileReportHandler implements ICommandHandler<FileReport> {
  private readonly limit: RateLimit;

  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    /** Both absent where the demo's past is simulated: its members report without limits. */
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore | null = null,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'limits'> | null = null,
  ) {
    this.limit = config?.limits.reportsPerReporter ?? { max: Infinity, windowMs: 0 };
  }

  /** When the reporter filed the reports that count toward the limit now. */
  private async recentReports(reporterId: string, now: Date): Promise<string[]> {
    if (!this.store || this.limit.max === Infinity) return [];
    const since = new Date(now.getTime() - this.limit.windowMs).toISOString();
    const reports = await this.store
      .collection(REPORTS)
      .find(
        { reporterId, createdAt: { $gt: since } },
        { sort: { createdAt: 1 }, projection: { createdAt: 1 } },
      );
    return reports.map((report) => report.createdAt);
  }

  async execute({ reporterId, report, context }: FileReport) {
    const { target, reason, details } = report;
    const facts = await reportTargetFacts(this.aggregates, target, reporterId);
    const reporterRecentReports = await this.recentReports(reporterId, context.now);
    const reportId = this.ids.newId();
    const { position } = await this.aggregates.handle({
      stream: reportStream(reportId),
      decider: reportDecider,
      context,
      command: {
        type: 'FileReport',
        targetFound: facts.found,
        reporterRecentReports,
        limit: this.limit,
        now: context.now,
        report: {
          reportId,
          reporterId,
          target: {
            kind: target.kind,
            id: target.id,
            ...(target.kind === 'comment' ? { postId: target.postId } : {}),
          },
          subjectId: facts.subjectId,
          groupId: facts.groupId,
          reason,
          details,
        },
      },
    });
    return { reportId, position };
  }
}
