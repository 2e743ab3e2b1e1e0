import {
  ACTIVITIES,
  ACTIVITY_LABELS,
  SKILL_LEVELS,
  SKILL_LEVEL_LABELS,
  type Activity,
  type ActivityProfile,
  type SkillLevel,
} from '@packmeet/backend/contracts/activities';
import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';
import { CheckList } from './rules-fields';

/**
 * What a group or meetup is for: activities from the fixed list and a skill level. For a
 * meetup, `within` is its group's: only those activities and levels are offered (the server
 * refuses anything wider), and no activity checked means the group's.
 */
export function ActivityFields({
  value,
  onChange,
  within,
}: {
  value: ActivityProfile;
  onChange: (next: ActivityProfile) => void;
  within?: ActivityProfile;
}) {
  const id = useId();
  const activities: readonly Activity[] = within?.activities.length
    ? within.activities
    : ACTIVITIES;
  const levels: readonly SkillLevel[] =
    within && within.level !== 'all' ? [within.level] : SKILL_LEVELS;
  return (
    <div className="flex flex-col gap-5">
      <CheckList
        legend="Activities"
        hint={
          within
            ? 'None checked: the group’s own activities.'
            : 'What your meetups are for. None checked: not said.'
        }
        items={activities}
        labels={ACTIVITY_LABELS}
        selected={value.activities.filter((activity) => activities.includes(activity))}
        onChange={(next) => onChange({ ...value, activities: next })}
      />
      <Field id={`${id}-level`} label="Skill level">
        {(control) => (
          <SelectField
            {...control}
            value={levels.includes(value.level) ? value.level : levels[0]!}
            onValueChange={(next) =>
              onChange({ ...value, level: SKILL_LEVELS.find((level) => level === next) ?? 'all' })
            }
            options={levels.map((level) => ({ value: level, label: SKILL_LEVEL_LABELS[level] }))}
            placeholder={SKILL_LEVEL_LABELS.all}
          />
        )}
      </Field>
    </div>
  );
}
