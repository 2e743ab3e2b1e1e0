import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCount } from '../lib/format';
import type { ProjectionOverview } from '@packmeet/backend/contracts/admin';
import { ProjectionStateBadge } from './projection-state-badge';
import { ReplayProgress } from './replay-progress';

export function isReplaying(projection: ProjectionOverview): boolean {
  return projection.replay?.state === 'rebuilding' || projection.replay?.state === 'switching';
}

const headerClass =
  'px-4 py-3 text-left text-xs font-bold tracking-wider whitespace-nowrap text-sand-500 uppercase';
const cellClass = 'px-4 py-4 align-top';

/** Every projection with its state, checkpoint, lag, last error and replay progress. */
export function ProjectionsTable({
  projections,
  onReplay,
}: {
  projections: ProjectionOverview[];
  onReplay: (name: string) => void;
}) {
  return (
    // The table scrolls inside its card on a phone; `relative` keeps the cells' absolutely placed
    // screen-reader text inside that scroller too, or it would widen the page.
    <div className="relative overflow-x-auto rounded-card border border-border bg-card shadow-soft">
      <table className="w-full min-w-[56rem] border-collapse text-sm">
        <caption className="sr-only">Projections</caption>
        <thead className="border-b border-border bg-sand-50/70">
          <tr>
            <th scope="col" className={headerClass}>
              Projection
            </th>
            <th scope="col" className={headerClass}>
              State
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              Checkpoint
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              Lag
            </th>
            <th scope="col" className={headerClass}>
              Last error
            </th>
            <th scope="col" className={headerClass}>
              Replay
            </th>
            <th scope="col" className={headerClass}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {projections.map((projection) => {
            const replaying = isReplaying(projection);
            return (
              <tr key={projection.name}>
                <th scope="row" className={`${cellClass} text-left`}>
                  <span className="font-mono font-semibold text-foreground">{projection.name}</span>
                  <span className="block text-xs font-normal text-muted-foreground">
                    version {projection.version}
                  </span>
                </th>
                <td className={cellClass}>
                  <ProjectionStateBadge state={projection.state} />
                </td>
                <td className={`${cellClass} text-right font-mono tabular-nums`}>
                  {formatCount(projection.checkpoint)}
                </td>
                <td className={`${cellClass} text-right font-mono tabular-nums`}>
                  {projection.lag === null ? (
                    <span className="text-muted-foreground" title="Not counted by this event store">
                      n/a
                    </span>
                  ) : (
                    formatCount(projection.lag)
                  )}
                </td>
                <td className={`${cellClass} max-w-64`}>
                  {projection.lastError ? (
                    <div className="flex flex-col gap-0.5 text-clay-700">
                      <span className="font-medium break-words">
                        {projection.lastError.message}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {projection.lastError.eventType} at position{' '}
                        {formatCount(projection.lastError.position)}
                      </span>
                    </div>
                  ) : (
                    <span className="text-muted-foreground">None</span>
                  )}
                </td>
                <td className={cellClass}>
                  <ReplayProgress name={projection.name} replay={projection.replay} />
                </td>
                <td className={`${cellClass} text-right`}>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={replaying}
                    aria-label={`Replay ${projection.name}`}
                    onClick={() => onReplay(projection.name)}
                  >
                    <RotateCcw aria-hidden="true" />
                    Replay
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
