import {
  activityProfileLabels,
  isKnownProfile,
  type ActivityProfile,
} from '@packmeet/backend/contracts/activities';
import { Sparkles } from 'lucide-react';
import { Fragment } from 'react';
import { Badge } from '@/components/ui/badge';

/**
 * A badge per activity and one for the level ("All experience levels" when not narrowed).
 * `asListItems` wraps each in an <li> for a list of badges; `onlyKnown` shows nothing for a
 * group or meetup that has not said what it is for.
 */
export function ActivityBadges({
  profile,
  asListItems = false,
  onlyKnown = false,
}: {
  profile: ActivityProfile;
  asListItems?: boolean;
  onlyKnown?: boolean;
}) {
  if (onlyKnown && !isKnownProfile(profile)) return null;
  return activityProfileLabels(profile).map((label) => {
    const badge = (
      <Badge tone="outline">
        <Sparkles aria-hidden="true" />
        {label}
      </Badge>
    );
    return asListItems ? <li key={label}>{badge}</li> : <Fragment key={label}>{badge}</Fragment>;
  });
}
