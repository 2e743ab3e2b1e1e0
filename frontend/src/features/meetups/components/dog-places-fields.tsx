import { SIZE_CLASSES } from '@packmeet/backend/contracts/dogs';
import { useId } from 'react';
import { InputField } from '@/components/ui/field';
import { SIZE_LABELS } from '@/lib/entry-rules';
import type { DogPlacesValues } from '../lib/dog-places-form';

/**
 * Dog places (in all and per size class) and the calm format with its staggered arrival slots.
 * Every field is optional: a meetup without them counts people only.
 */
export function DogPlacesFields({
  value,
  onChange,
}: {
  value: DogPlacesValues;
  onChange: (next: DogPlacesValues) => void;
}) {
  const id = useId();
  const set = (changes: Partial<DogPlacesValues>) => onChange({ ...value, ...changes });
  return (
    <details
      className="rounded-xl border border-border px-4 py-3"
      open={value.dogLimit !== '' || value.calm || undefined}
    >
      <summary className="cursor-pointer text-sm font-semibold text-sand-800">
        Dog places and calm arrival (optional)
      </summary>
      <div className="mt-3 flex flex-col gap-4">
        <InputField
          id={`${id}-dogs`}
          label="Dog places"
          hint="At most this many dogs in all; each dog brought takes one. Empty: no limit."
          type="number"
          inputMode="numeric"
          min={1}
          max={200}
          value={value.dogLimit}
          onChange={(event) => set({ dogLimit: event.target.value })}
        />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-sand-800">
            Places per size (empty: no limit)
          </legend>
          {SIZE_CLASSES.map((size) => (
            <InputField
              key={size}
              id={`${id}-${size}`}
              label={SIZE_LABELS[size]}
              type="number"
              inputMode="numeric"
              min={1}
              max={200}
              value={value.sizeLimits[size]}
              onChange={(event) =>
                set({ sizeLimits: { ...value.sizeLimits, [size]: event.target.value } })
              }
            />
          ))}
        </fieldset>
        <label className="flex cursor-pointer items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={value.calm}
            onChange={(event) => set({ calm: event.target.checked })}
            className="mt-0.5 size-4 accent-pine-600"
          />
          <span>
            <span className="font-semibold text-sand-800">Calm meetup</span>
            <span className="block text-muted-foreground">
              A parallel walk with low stimulation, for dogs who need space.
            </span>
          </span>
        </label>
        {value.calm ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              id={`${id}-slot-minutes`}
              label="Arrival slots every (minutes)"
              hint="Empty: everyone arrives at the start."
              type="number"
              inputMode="numeric"
              min={5}
              max={120}
              value={value.slotMinutes}
              onChange={(event) => set({ slotMinutes: event.target.value })}
            />
            <InputField
              id={`${id}-slot-dogs`}
              label="Dogs per arrival slot"
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              value={value.dogsPerSlot}
              onChange={(event) => set({ dogsPerSlot: event.target.value })}
            />
          </div>
        ) : null}
      </div>
    </details>
  );
}
