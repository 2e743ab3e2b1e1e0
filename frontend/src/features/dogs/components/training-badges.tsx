import { GraduationCap, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { TRAINING_LEVEL_SHORT_LABELS, TRAINING_WARNING_LABELS } from '../lib/dog-options';
import type { TrainingLevel, TrainingWarning } from '@packmeet/backend/contracts/dogs';

export function TrainingLevelBadge({ level }: { level: TrainingLevel }) {
  return (
    <Badge tone={level === 'none' ? 'neutral' : 'pine'}>
      <GraduationCap aria-hidden="true" />
      {TRAINING_LEVEL_SHORT_LABELS[level]}
    </Badge>
  );
}

export function TrainingWarningBadges({ warnings }: { warnings: readonly TrainingWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label="Training warnings" className="flex flex-wrap gap-1.5">
      {warnings.map((warning) => (
        <li key={warning}>
          <Badge tone="honey">
            <TriangleAlert aria-hidden="true" />
            {TRAINING_WARNING_LABELS[warning]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
