import type { ActivityProfile } from '@packmeet/backend/contracts/activities';
import { useState } from 'react';
import { ActivityFields } from '@/components/activity-fields';
import type { MeetupFormTarget } from '../lib/meetup-form';

/**
 * A meetup's activities and level: its own when editing, else nothing narrowed (the group's
 * level preselected). What the form sends: everything when scheduling (no activity checked
 * takes the group's), only a change when editing.
 */
export function useMeetupActivities(target: MeetupFormTarget) {
  const [initial] = useState<ActivityProfile>(() =>
    target.mode === 'edit'
      ? { activities: target.meetup.activities, level: target.meetup.level }
      : { activities: [], level: target.groupActivities?.level ?? 'all' },
  );
  const [value, setValue] = useState(initial);
  const changed = JSON.stringify(value) !== JSON.stringify(initial);
  const body: Partial<ActivityProfile> = target.mode === 'create' || changed ? value : {};
  return { value, setValue, changed, body };
}

/** The activities and level, folded away like the entry rules: most meetups keep the group's. */
export function MeetupActivitiesFields({
  target,
  value,
  onChange,
  changed,
}: {
  target: MeetupFormTarget;
  value: ActivityProfile;
  onChange: (next: ActivityProfile) => void;
  changed: boolean;
}) {
  return (
    <details className="rounded-xl border border-border px-4 py-3" open={changed || undefined}>
      <summary className="cursor-pointer text-sm font-semibold text-sand-800">
        Activities and level (optional)
      </summary>
      <p className="mt-2 mb-4 text-xs text-muted-foreground">
        What this meetup is for. It can narrow the group&apos;s, never add to them.
      </p>
      <ActivityFields
        value={value}
        onChange={onChange}
        within={target.groupActivities ?? { activities: [], level: 'all' }}
      />
    </details>
  );
}
