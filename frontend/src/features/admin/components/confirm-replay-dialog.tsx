import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const all = target?.kind === 'all';
  const name = target?.kind === 'one' ? target.name : '';
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={all ? 'Replay all projections?' : `Replay ${name}?`}
      description={
        <>
          {target?.kind === 'all'
            ? `Each of the ${target.count} read models is rebuilt from the event log (${events}) into fresh collections.`
            : `The ${name} read model is rebuilt from the event log (${events}) into fresh collections.`}{' '}
          The current read model keeps serving the app during the rebuild and is switched over only
          once the rebuilt one has caught up, so members see no interruption.
        </>
      }
      confirmLabel={all ? 'Replay all' : 'Start replay'}
      pendingLabel="Starting..."
      pending={pending}
      onConfirm={onConfirm}
      confirmVariant="primary"
    />
  );
}
