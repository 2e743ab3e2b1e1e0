import type { Decider } from '../../shared/decider.js';
import { conflict, forbidden, invalid, notFound } from '../../shared/errors.js';
import {
  ReportDismissed,
  ReportFiled,
  ReportResolved,
  type ReportEvent,
} from '../../contracts/events/moderation.events.js';
import type { ReportAction, ReportStatus, ReportTarget } from '../../contracts/moderation.js';

export type ReportState =
  | { status: 'none' }
  | { status: ReportStatus; reportId: string; target: ReportTarget; subjectId: string | null };

/**
 * The handler gathers what the report points at (does it exist for the
 * reporter, who is it about) and whether the caller is an administrator;
 * every rule is judged here.
 */
export type ReportCommand =
  | {
      type: 'FileReport';
      report: ReportFiled['data'];
      /** The target exists and the reporter may see it. */
      targetFound: boolean;
    }
  | { type: 'DismissReport'; reportId: string; by: string; byAdmin: boolean; reason: string }
  | {
      type: 'ResolveReport';
      reportId: string;
      by: string;
      byAdmin: boolean;
      action: Exclude<ReportAction, 'dismissed'>;
      reason: string;
    };

export const reportStream = (reportId: string) => `report-${reportId}`;

export const reportNotFound = () => notFound('REPORTS.NOT_FOUND', 'Report not found');
export const administratorsOnly = () =>
  forbidden('AUTH.ADMINISTRATORS_ONLY', 'Administrators only');

export const reportDecider: Decider<ReportState, ReportCommand, ReportEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ReportFiled': {
        const { reportId, target, subjectId } = event.data;
        return { status: 'open', reportId, target, subjectId };
      }
      case 'ReportDismissed':
        return state.status === 'none' ? state : { ...state, status: 'dismissed' };
      case 'ReportResolved':
        return state.status === 'none' ? state : { ...state, status: 'resolved' };
    }
  },

  decide: (command, state) => {
    if (command.type === 'FileReport') {
      if (state.status !== 'none')
        throw conflict('REPORTS.ALREADY_EXISTS', 'This report already exists');
      if (!command.targetFound)
        throw notFound('REPORTS.TARGET_NOT_FOUND', 'What you are reporting could not be found.');
      if (command.report.subjectId === command.report.reporterId)
        throw invalid('REPORTS.SELF', 'You can’t report yourself or your own content.');
      return [ReportFiled(command.report)];
    }
    if (!command.byAdmin) throw administratorsOnly();
    if (state.status === 'none') throw reportNotFound();
    if (state.status !== 'open')
      throw conflict('REPORTS.CLOSED', 'This report has already been dealt with.');
    if (command.type === 'DismissReport')
      return [
        ReportDismissed({
          reportId: state.reportId,
          dismissedBy: command.by,
          reason: command.reason,
        }),
      ];
    return [
      ReportResolved({
        reportId: state.reportId,
        resolvedBy: command.by,
        action: command.action,
        reason: command.reason,
      }),
    ];
  },
};
