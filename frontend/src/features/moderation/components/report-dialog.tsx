import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@packmeet/backend/contracts/moderation';
import { useId, useState, type FormEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/field';
import { FormError, FormFooter } from '@/components/ui/form-footer';
import { Label } from '@/components/ui/label';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useFileReportMutation, useSetBlockedMutation } from '../api/moderation-api';

const WHAT: Record<ReportTarget['kind'], string> = {
  post: 'post',
  comment: 'comment',
  meetup: 'meetup',
  member: 'member',
  photo: 'photo',
  discussion: 'post',
};

/**
 * Reporting a post, comment, meetup or member to the administrators: a
 * reason from the list, optional details, and (when the report is about a
 * person) blocking them at the same time.
 */
export function ReportDialog({
  target,
  subject,
  open,
  onOpenChange,
}: {
  target: ReportTarget;
  /** The person it is about, offered for blocking too. */
  subject?: { id: string; name: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [fileReport, filing] = useFileReportMutation();
  const [setBlocked, blocking] = useSetBlockedMutation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [block, setBlock] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = filing.isLoading || blocking.isLoading;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) {
      setError('Choose a reason from the list.');
      return;
    }
    setError(null);
    try {
      const filed = await fileReport({ target, reason, details }).unwrap();
      if (block && subject) await setBlocked({ userId: subject.id, blocked: true }).unwrap();
      toast({ description: filed.message });
      setReason(null);
      setDetails('');
      setBlock(false);
      onOpenChange(false);
    } catch (cause) {
      setError(getServerMessage(cause) ?? 'Could not send your report. Please try again.');
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Report this ${WHAT[target.kind]}`}</DialogTitle>
          <DialogDescription>
            Administrators read every report. The person you report is not told who reported them.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          className="flex flex-col gap-5"
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-sand-800">Reason</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex cursor-pointer items-center gap-2.5 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-pine-700"
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <TextareaField
            id={`${id}-details`}
            label="Details"
            hint="Optional: what happened, for the administrators."
            maxLength={REPORT_DETAILS_MAX}
            rows={3}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          {subject ? (
            <div className="flex items-center gap-2.5">
              <Checkbox
                id={`${id}-block`}
                checked={block}
                onCheckedChange={(checked) => setBlock(checked === true)}
              />
              <Label htmlFor={`${id}-block`} className="cursor-pointer font-medium">
                {`Also block ${subject.name}`}
              </Label>
            </div>
          ) : null}
          <FormError message={error} />
          <FormFooter
            onCancel={() => onOpenChange(false)}
            pending={pending}
            submitLabel="Send report"
            pendingLabel="Sending..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
