import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { DogPhoto } from '@/components/dog-photo';
import { cn } from '@/lib/utils';
import type { DogResponse } from '@packmeet/backend/contracts/dogs';
import type { DogEligibility } from '@packmeet/backend/contracts/entry-rules';

/**
 * Which of my dogs come along: one checkbox chip per dog. A dog that does not meet the
 * meetup's rules cannot be picked, and says why.
 */
export function DogPicker({
  dogs,
  selected,
  onToggle,
  disabled,
  legend = 'Coming along',
  eligibility,
}: {
  dogs: DogResponse[];
  selected: readonly string[];
  onToggle: (dogId: string, checked: boolean) => void;
  disabled?: boolean;
  legend?: string;
  /** Each dog against the meetup's rules; a dog missing here is not held back. */
  eligibility?: readonly DogEligibility[];
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-xs font-bold tracking-wider text-sand-600 uppercase">
        {legend}
      </legend>
      <ul className="flex flex-wrap gap-2">
        {dogs.map((dog) => {
          const checked = selected.includes(dog.id);
          const inputId = `${id}-${dog.id}`;
          const refused = eligibility?.find((entry) => entry.dogId === dog.id && !entry.eligible);
          const off = disabled || (Boolean(refused) && !checked);
          return (
            <li key={dog.id} className="flex flex-col gap-1">
              <label
                htmlFor={inputId}
                className={cn(
                  'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border py-1 pr-3.5 pl-1.5 text-sm font-semibold transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  checked
                    ? 'border-pine-300 bg-pine-50 text-pine-900'
                    : 'border-border bg-card text-sand-700 hover:bg-muted',
                  off && 'cursor-not-allowed opacity-60',
                )}
              >
                <span aria-hidden="true">
                  <DogPhoto
                    src={dog.profilePicture}
                    name={dog.name}
                    className="size-7 rounded-full"
                  />
                </span>
                {dog.name}
                <Checkbox
                  id={inputId}
                  checked={checked}
                  disabled={off}
                  aria-describedby={refused ? `${inputId}-reasons` : undefined}
                  onCheckedChange={(value) => onToggle(dog.id, value === true)}
                  className="size-4.5"
                />
              </label>
              {refused ? (
                <p id={`${inputId}-reasons`} className="max-w-xs text-xs text-clay-800">
                  {refused.reasons.join(' ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
