import { DOG_AGES, TRAINING_LEVELS, TRAINING_WARNINGS } from '@packmeet/backend/contracts/dogs';
import {
  SIZE_CLASSES,
  VACCINE_NAMES,
  VACCINES,
  type EntryRules,
} from '@packmeet/backend/contracts/entry-rules';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, TextareaField } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select';
import { AGE_LABELS, LEVEL_LABELS, SIZE_LABELS, WARNING_LABELS } from '@/lib/entry-rules';

const NO_MINIMUM = 'any';

const LEVEL_OPTIONS = [
  { value: NO_MINIMUM, label: 'Any training level' },
  ...TRAINING_LEVELS.filter((level) => level !== 'none').map((level) => ({
    value: level,
    label: `At least ${LEVEL_LABELS[level].toLowerCase()}`,
  })),
];

/** A checkbox per item, in the items' order; shared with the activities fields. */
export function CheckList<T extends string>({
  legend,
  hint,
  items,
  labels,
  selected,
  onChange,
}: {
  legend: string;
  hint: string;
  items: readonly T[];
  labels: Record<T, string>;
  selected: T[];
  onChange: (next: T[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-sand-800">{legend}</legend>
      <p className="text-xs text-muted-foreground">{hint}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {items.map((item) => {
          const checkboxId = `${id}-${item}`;
          return (
            <div
              key={item}
              className="flex items-center gap-2.5 rounded-xl border border-border px-3 py-2.5"
            >
              <Checkbox
                id={checkboxId}
                checked={selected.includes(item)}
                onCheckedChange={(checked) =>
                  onChange(
                    checked === true
                      ? items.filter((i) => i === item || selected.includes(i))
                      : selected.filter((i) => i !== item),
                  )
                }
              />
              <Label htmlFor={checkboxId} className="cursor-pointer font-medium">
                {labels[item]}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The entry rules an organizer sets. Every rule is checked on the server against the dogs'
 * self-reported profiles; here they are only chosen.
 */
export function RulesFields({
  value,
  onChange,
}: {
  value: EntryRules;
  onChange: (rules: EntryRules) => void;
}) {
  const id = useId();
  const set = <K extends keyof EntryRules>(key: K, next: EntryRules[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <div className="flex flex-col gap-5">
      <CheckList
        legend="Required vaccinations"
        hint="Each must be valid on the meetup's date."
        items={VACCINES}
        labels={VACCINE_NAMES}
        selected={value.requiredVaccinations}
        onChange={(next) => set('requiredVaccinations', next)}
      />
      <CheckList
        legend="Sizes allowed"
        hint="None checked: every size is welcome."
        items={SIZE_CLASSES}
        labels={SIZE_LABELS}
        selected={value.allowedSizes}
        onChange={(next) => set('allowedSizes', next)}
      />
      <CheckList
        legend="Not for dogs marked"
        hint="Dogs whose owner noted one of these can't join or RSVP."
        items={TRAINING_WARNINGS}
        labels={WARNING_LABELS}
        selected={value.excludedWarnings}
        onChange={(next) => set('excludedWarnings', next)}
      />
      <Field id={`${id}-level`} label="Minimum training level">
        {(control) => (
          <SelectField
            {...control}
            value={value.minimumTrainingLevel ?? NO_MINIMUM}
            onValueChange={(next) =>
              set('minimumTrainingLevel', TRAINING_LEVELS.find((level) => level === next) ?? null)
            }
            options={LEVEL_OPTIONS}
            placeholder="Any training level"
          />
        )}
      </Field>
      <CheckList
        legend="Ages allowed"
        hint="For example puppies only, for a puppy social. None checked: every age."
        items={DOG_AGES}
        labels={AGE_LABELS}
        selected={value.allowedAges}
        onChange={(next) => set('allowedAges', next)}
      />
      <div className="flex items-center gap-2.5 rounded-xl border border-border px-3 py-2.5">
        <Checkbox
          id={`${id}-spayed`}
          checked={value.spayedNeuteredRequired}
          onCheckedChange={(checked) => set('spayedNeuteredRequired', checked === true)}
        />
        <Label htmlFor={`${id}-spayed`} className="cursor-pointer font-medium">
          Dogs must be spayed or neutered
        </Label>
      </div>
      <TextareaField
        id={`${id}-house`}
        label="House rules"
        hint="Members accept these when they ask to join."
        maxLength={2000}
        value={value.houseRules ?? ''}
        onChange={(event) =>
          set('houseRules', event.target.value === '' ? null : event.target.value)
        }
        placeholder="e.g. Leashes on until everyone has arrived; give each dog space."
      />
    </div>
  );
}
