import { CircleAlert, CircleCheck } from 'lucide-react';
import { formatCount, formatDuration, percentDone } from '../lib/format';
import type { ReplayProgress as Replay } from '@packmeet/backend/contracts/admin';

/** A projection's latest replay: a live progress bar while it rebuilds, then how it ended. */
export function ReplayProgress({ name, replay }: { name: string; replay: Replay | null }) {
  if (!replay) return <span className="text-sm text-muted-foreground">Not replayed</span>;

  if (replay.state === 'failed') {
    return (
      <p className="flex items-start gap-1.5 text-sm font-medium text-clay-700">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Replay failed{replay.error ? `: ${replay.error}` : ''}
      </p>
    );
  }

  if (replay.state === 'done') {
    const took =
      replay.finishedAt === null
        ? null
        : (Date.parse(replay.finishedAt) - Date.parse(replay.startedAt)) / 1000;
    return (
      <p className="flex items-start gap-1.5 text-sm font-medium text-pine-700">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Replayed {formatCount(replay.processed)} events
        {took !== null && Number.isFinite(took) ? ` in ${formatDuration(took)}` : ''}
      </p>
    );
  }

  const switching = replay.state === 'switching';
  const percent = switching ? 100 : percentDone(replay.processed, replay.total);
  return (
    <div className="flex min-w-52 flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-semibold text-foreground">
          {switching ? 'Switching over' : 'Rebuilding'}
        </span>
        <span className="font-semibold text-muted-foreground tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Replay of ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-sand-100"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">
        {switching
          ? 'Moving readers to the rebuilt read model'
          : `${formatCount(replay.processed)} of ${formatCount(replay.total)} events · ${formatCount(
              Math.round(replay.eventsPerSecond),
            )} events/s · ${
              replay.etaSeconds === null
                ? 'ETA unknown'
                : `ETA ${formatDuration(replay.etaSeconds)}`
            }`}
      </p>
    </div>
  );
}
