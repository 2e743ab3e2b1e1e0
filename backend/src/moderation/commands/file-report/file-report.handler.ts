import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { reportDecider, reportStream } from '../../domain/report.decider.js';
import { FileReport } from './file-report.command.js';
import { reportTargetFacts } from './report-target.js';

@CommandHandler(FileReport)
export class FileReportHandler implements ICommandHandler<FileReport> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ reporterId, report, context }: FileReport) {
    const { target, reason, details } = report;
    const facts = await reportTargetFacts(this.aggregates, target, reporterId);
    const reportId = this.ids.newId();
    const { position } = await this.aggregates.handle({
      stream: reportStream(reportId),
      decider: reportDecider,
      context,
      command: {
        type: 'FileReport',
        targetFound: facts.found,
        report: {
          reportId,
          reporterId,
          target: {
            kind: target.kind,
            id: target.id,
            ...(target.kind === 'comment' || (target.kind === 'discussion' && target.postId)
              ? { postId: target.postId }
              : {}),
            ...(target.kind === 'photo' ? { meetupId: target.meetupId } : {}),
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
