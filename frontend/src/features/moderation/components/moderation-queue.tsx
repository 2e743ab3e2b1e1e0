import {
  MODERATION_REASON_MAX,
  REPORT_REASON_LABELS,
  REPORT_TARGET_KINDS,
  type ModerationReportResponse,
  type ReportTargetKind,
} from '@packmeet/backend/contracts/moderation';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { Card } from '@/components/ui/card';
import { TextareaField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form-footer';
import { SelectField } from '@/components/ui/select';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import {
  useGetReportsInfiniteQuery,
  useModerateReportMutation,
  type ReportFilter,
} from '../api/moderation-api';

const WHAT: Record<ModerationReportResponse['target']['kind'], string> = {
  post: 'A post',
  comment: 'A comment',
  meetup: 'A meetup',
  member: 'A member',
  photo: 'A photo',
  discussion: 'A meetup discussion post',
};

/** What the server's hide action takes: each kind is hidden through its own stream's command. */
const HIDEABLE = new Set<ReportTargetKind>(['post', 'comment', 'photo', 'discussion']);

const PERIODS = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: 'forever', label: 'For good' },
] as const;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const KIND_LABELS: Record<ReportTargetKind, string> = {
  post: 'Posts',
  comment: 'Comments',
  meetup: 'Meetups',
  member: 'Members',
  photo: 'Photos',
  discussion: 'Meetup discussions',
};

const STATES = [
  { value: 'open', label: 'Open' },
  { value: 'dismissed', label: 'Dismissed' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All states' },
] as const;
const KINDS = [
  { value: 'any', label: 'All kinds' },
  ...REPORT_TARGET_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
];

/**
 * The admin page's moderation queue: reports, newest first, a page at a time, filtered by state
 * and kind, with their context and the actions on the open ones.
 */
export function ModerationQueue() {
  const [status, setStatus] = useState<ReportFilter['status']>('open');
  const [kind, setKind] = useState<ReportTargetKind | 'any'>('any');
  const { data, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetReportsInfiniteQuery({ status, ...(kind === 'any' ? {} : { kind }) });
  const reports = data?.pages.flatMap((page) => page.items);
  if (isError) return null;
  return (
    <section aria-labelledby="moderation-queue" className="mt-8 flex flex-col gap-4">
      <h2 id="moderation-queue" className="text-lg font-bold">
        Moderation queue
      </h2>
      <div className="flex flex-wrap gap-2">
        <SelectField
          id="moderation-queue-state"
          aria-label="State"
          value={status}
          onValueChange={(value) => setStatus(value as ReportFilter['status'])}
          options={STATES}
          placeholder="State"
          className="w-40"
        />
        <SelectField
          id="moderation-queue-kind"
          aria-label="Kind"
          value={kind}
          onValueChange={(value) => setKind(value as ReportTargetKind | 'any')}
          options={KINDS}
          placeholder="Kind"
          className="w-40"
        />
      </div>
      {reports && reports.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {status === 'open' ? 'No open reports.' : 'No reports.'}
        </p>
      ) : null}
      {reports?.map((report) => (
        <ReportCard key={report.id} report={report} />
      ))}
      {hasNextPage ? (
        <LoadMore
          label="Load more reports"
          onLoad={() => void fetchNextPage()}
          isLoading={isFetchingNextPage}
        />
      ) : null}
    </section>
  );
}

function ReportCard({ report }: { report: ModerationReportResponse }) {
  const titleId = `${useId()}-title`;

  return (
    <article aria-labelledby={titleId}>
      <Card className="flex flex-col gap-3 p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <h3 id={titleId} className="font-sans text-base font-bold">
            {`${WHAT[report.target.kind]} reported for ${REPORT_REASON_LABELS[report.reason].toLowerCase()}`}
          </h3>
          <p className="text-sm text-muted-foreground">
            {`By ${report.reporter.name} · ${when.format(new Date(report.createdAt))}`}
            {report.subject ? ` · about ${report.subject.name}` : ''}
            {report.group ? ` · in ${report.group.name}` : ''}
            {report.subjectSuspendedUntil !== undefined ? ' · suspended' : ''}
          </p>
        </div>
        {report.content !== null ? (
          <blockquote className="rounded-xl bg-muted px-3.5 py-2.5 text-sm whitespace-pre-line text-sand-800">
            {report.content}
            {report.hidden ? ' (hidden)' : ''}
          </blockquote>
        ) : null}
        {report.details ? (
          <p className="text-sm">
            <span className="font-semibold">Reporter’s words: </span>
            {report.details}
          </p>
        ) : null}
        {report.status !== 'open' ? (
          <p className="text-sm font-semibold text-sand-700">
            {report.status === 'dismissed' ? 'Dismissed' : 'Resolved'}
          </p>
        ) : (
          <ReportActions report={report} />
        )}
      </Card>
    </article>
  );
}

/** What an administrator may do about an open report, with the reason recorded. */
function ReportActions({ report }: { report: ModerationReportResponse }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [period, setPeriod] = useState<string>('7');
  const [error, setError] = useState<string | null>(null);
  const [moderate, { isLoading }] = useModerateReportMutation();
  const hideable = HIDEABLE.has(report.target.kind) && !report.hidden;

  async function act(action: 'dismiss' | 'hide' | 'suspend') {
    if (reason.trim() === '') {
      setError('Give a reason: it is recorded with your action.');
      return;
    }
    setError(null);
    try {
      await (
        action === 'suspend'
          ? moderate({
              reportId: report.id,
              action,
              reason,
              days: period === 'forever' ? null : Number(period),
            })
          : moderate({ reportId: report.id, action, reason })
      ).unwrap();
      toast({ description: 'Done: the report is closed.' });
    } catch (cause) {
      setError(getServerMessage(cause) ?? 'That did not work. Please try again.');
    }
  }

  return (
    <>
      <TextareaField
        id={`${id}-reason`}
        label="Why (recorded with your action)"
        maxLength={MODERATION_REASON_MAX}
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormError message={error} />
      <div className="flex flex-wrap items-end gap-2">
        <Button variant="outline" disabled={isLoading} onClick={() => void act('dismiss')}>
          Dismiss
        </Button>
        {hideable ? (
          <Button variant="outline" disabled={isLoading} onClick={() => void act('hide')}>
            Hide content
          </Button>
        ) : null}
        {report.subject ? (
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-period`} className="text-xs font-semibold text-sand-700">
                Suspension
              </label>
              <SelectField
                id={`${id}-period`}
                value={period}
                onValueChange={setPeriod}
                options={PERIODS}
                placeholder="Period"
                className="w-32"
              />
            </div>
            <Button variant="destructive" disabled={isLoading} onClick={() => void act('suspend')}>
              {`Suspend ${report.subject.name}`}
            </Button>
          </div>
        ) : null}
      </div>
    </>
  );
}
