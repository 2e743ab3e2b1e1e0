import { Navigation } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { distanceTone, formatDistance } from '../lib/distance';

const TONES = { near: 'pine', mid: 'lake', far: 'clay' } as const;

/** Distance from the search location; nothing when it is unknown. */
export function DistanceBadge({ miles }: { miles: number | null | undefined }) {
  if (typeof miles !== 'number' || !Number.isFinite(miles) || miles < 0) return null;
  const tone = distanceTone(miles);
  return (
    <Badge tone={TONES[tone]} data-distance={tone}>
      <Navigation aria-hidden="true" />
      {formatDistance(miles)}
    </Badge>
  );
}
