import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { formatCount } from '../lib/format';

/** What the operator is about to replay: one projection, or all of them. */
export type ReplayTarget = { kind: 'one'; name: string } | { kind: 'all'; count: number };

/**
 * Asks before a replay and says what it costs: the whole log is read again,
 * while the current read model keeps serving until the rebuilt one takes over.
 */
export function ConfirmReplayDialog({
  target,
  headPosition,
  pending,
  onConfirm,
  onCancel,
}: {
  target: ReplayTarget | null;
  headPosition: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const events = `${formatCount(headPosition)} ${headPosition === '1' ? 'event' : 'events'}`;
  return (
    <AlertDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>
          {target?.kind === 'all' ? 'Replay all projections?' : `Replay ${target?.name ?? ''}?`}
        </AlertDialogTitle>
        <AlertDialogDescription>
          {target?.kind === 'all'
            ? `Each of the ${target.count} read models is rebuilt from the event log (${events}) into fresh collections.`
            : `The ${target?.name ?? ''} read model is rebuilt from the event log (${events}) into fresh collections.`}{' '}
          The current read model keeps serving the app during the rebuild and is switched over only
          once the rebuilt one has caught up, so members see no interruption.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button disabled={pending} onClick={onConfirm}>
            {pending ? 'Starting...' : target?.kind === 'all' ? 'Replay all' : 'Start replay'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
