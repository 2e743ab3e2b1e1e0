import { Badge } from '@/components/ui/badge';
import type { LiveProjectionState } from '@packmeet/backend/contracts/admin';

const STATES: Record<
  LiveProjectionState,
  { label: string; tone: 'pine' | 'honey' | 'lake' | 'clay' | 'neutral' }
> = {
  live: { label: 'Live', tone: 'pine' },
  catching_up: { label: 'Catching up', tone: 'honey' },
  starting: { label: 'Starting', tone: 'lake' },
  reconnecting: { label: 'Reconnecting', tone: 'honey' },
  failed: { label: 'Failed', tone: 'clay' },
  stopped: { label: 'Stopped', tone: 'neutral' },
};

export function ProjectionStateBadge({ state }: { state: LiveProjectionState }) {
  const { label, tone } = STATES[state] ?? { label: state, tone: 'neutral' };
  return <Badge tone={tone}>{label}</Badge>;
}
