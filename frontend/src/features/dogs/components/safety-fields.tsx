import {
  SIZE_CLASSES,
  VACCINE_NAMES,
  VACCINES,
  type DogSafetyFields,
  type SizeClass,
  type Vaccine,
} from '@packmeet/backend/contracts/entry-rules';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select';
import { SIZE_LABELS } from '@/lib/entry-rules';

/** The form's reading of the safety fields: rows may be half filled while typing. */
export interface SafetyValues {
  sizeClass: SizeClass | '';
  vaccinations: { key: string; vaccine: Vaccine | ''; expiresOn: string }[];
  spayedNeutered: 'yes' | 'no' | 'unsaid';
  needsSpace: boolean;
}

let rowKey = 0;
const nextKey = () => `vaccination-${++rowKey}`;

export function safetyValuesOf(dog?: DogSafetyFields): SafetyValues {
  return {
    sizeClass: dog?.sizeClass ?? '',
    vaccinations: (dog?.vaccinations ?? []).map((record) => ({ key: nextKey(), ...record })),
    spayedNeutered:
      dog?.spayedNeutered === true ? 'yes' : dog?.spayedNeutered === false ? 'no' : 'unsaid',
    needsSpace: dog?.needsSpace ?? false,
  };
}

/** What is sent: only complete vaccination rows (a vaccine and a date). */
export function toSafetyFields(values: SafetyValues): Required<DogSafetyFields> {
  return {
    sizeClass: values.sizeClass || null,
    vaccinations: values.vaccinations.flatMap(({ vaccine, expiresOn }) =>
      vaccine && /^\d{4}-\d{2}-\d{2}$/.test(expiresOn) ? [{ vaccine, expiresOn }] : [],
    ),
    spayedNeutered:
      values.spayedNeutered === 'yes' ? true : values.spayedNeutered === 'no' ? false : null,
    needsSpace: values.needsSpace,
  };
}

/** A row with a vaccine but no valid date (or the other way round) is not saved: say so. */
export function incompleteVaccination(values: SafetyValues): boolean {
  return values.vaccinations.some(
    ({ vaccine, expiresOn }) => Boolean(vaccine) !== /^\d{4}-\d{2}-\d{2}$/.test(expiresOn),
  );
}

const SIZE_OPTIONS = SIZE_CLASSES.map((size) => ({ value: size, label: SIZE_LABELS[size] }));
const VACCINE_OPTIONS = VACCINES.map((vaccine) => ({
  value: vaccine,
  label: VACCINE_NAMES[vaccine],
}));
const SPAYED_CHOICES = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unsaid', label: 'Rather not say' },
] as const;

/**
 * Size, vaccinations and spayed/neutered: what groups' entry rules check. Self-reported; each
 * may stay empty, but a group whose rules need one then cannot accept the dog.
 */
export function SafetyFields({
  value,
  onChange,
  vaccinationError,
}: {
  value: SafetyValues;
  onChange: (next: SafetyValues) => void;
  vaccinationError?: string;
}) {
  const id = useId();
  const setRow = (key: string, change: Partial<SafetyValues['vaccinations'][number]>) =>
    onChange({
      ...value,
      vaccinations: value.vaccinations.map((row) =>
        row.key === key ? { ...row, ...change } : row,
      ),
    });

  return (
    <div className="flex flex-col gap-5">
      <Field id={`${id}-size`} label="Size" hint="Some groups welcome only certain sizes.">
        {(control) => (
          <SelectField
            {...control}
            value={value.sizeClass}
            onValueChange={(next) =>
              onChange({ ...value, sizeClass: SIZE_CLASSES.find((size) => size === next) ?? '' })
            }
            options={SIZE_OPTIONS}
            placeholder="Select a size"
          />
        )}
      </Field>

      <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-vaccinations-hint`}>
        <legend className="mb-1 text-sm font-semibold text-sand-800">Vaccinations</legend>
        <p id={`${id}-vaccinations-hint`} className="text-xs text-muted-foreground">
          Each vaccine with the date it expires, as on your vet&apos;s record.
        </p>
        {value.vaccinations.map((row, index) => {
          const rowId = `${id}-${row.key}`;
          return (
            <div
              key={row.key}
              role="group"
              aria-label={`Vaccination ${index + 1}`}
              className="grid grid-cols-[1fr_auto] items-end gap-2 rounded-xl border border-border p-3 sm:grid-cols-[1fr_1fr_auto]"
            >
              <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
                <Label htmlFor={`${rowId}-vaccine`}>Vaccine</Label>
                <SelectField
                  id={`${rowId}-vaccine`}
                  value={row.vaccine}
                  onValueChange={(next) =>
                    setRow(row.key, { vaccine: VACCINES.find((v) => v === next) ?? '' })
                  }
                  options={VACCINE_OPTIONS}
                  placeholder="Select a vaccine"
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${rowId}-expires`}>Expires on</Label>
                <Input
                  id={`${rowId}-expires`}
                  type="date"
                  value={row.expiresOn}
                  onChange={(event) => setRow(row.key, { expiresOn: event.target.value })}
                />
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove vaccination ${index + 1}`}
                onClick={() =>
                  onChange({
                    ...value,
                    vaccinations: value.vaccinations.filter((other) => other.key !== row.key),
                  })
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        {vaccinationError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {vaccinationError}
          </p>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() =>
            onChange({
              ...value,
              vaccinations: [...value.vaccinations, { key: nextKey(), vaccine: '', expiresOn: '' }],
            })
          }
        >
          <Plus aria-hidden="true" />
          Add vaccination
        </Button>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-sand-800">Spayed or neutered</legend>
        <div className="flex flex-wrap gap-2">
          {SPAYED_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-spayed`}
                value={choice.value}
                checked={value.spayedNeutered === choice.value}
                onChange={() => onChange({ ...value, spayedNeutered: choice.value })}
                className="size-4 accent-pine-600"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>

      <label className="flex cursor-pointer items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={value.needsSpace}
          onChange={(event) => onChange({ ...value, needsSpace: event.target.checked })}
          className="mt-0.5 size-4 accent-pine-600"
        />
        <span>
          <span className="font-semibold text-sand-800">Needs space</span>
          <span className="block text-muted-foreground">
            Shown beside this dog on attendee lists, so others keep their distance.
          </span>
        </span>
      </label>
    </div>
  );
}
